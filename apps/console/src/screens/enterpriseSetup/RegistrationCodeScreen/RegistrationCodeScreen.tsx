import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type EnterpriseOption, type RegistrationCodeRow } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect, enterpriseOptionsKey } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { enterpriseSetupTexts } from '../texts';
import { IssueCodeModal } from './IssueCodeModal';
import { RevealCodeModal, type RevealedCode } from './RevealCodeModal';

/** Query key of the list (the screen's own). */
const registrationCodesKey = ['enterpriseSetup', 'registrationCodes'] as const;

const BADGE: Record<RegistrationCodeRow['state'], 'success' | 'default' | 'warning' | 'error'> = {
  enabled: 'success',
  disabled: 'default',
  expired: 'warning',
  usedUp: 'error',
};

/** A status from the URL ('0' or '1'), else none. */
const statusFilter = (value: string | undefined) => (value === '0' || value === '1' ? value : undefined);
/** An enterprise id from the URL, else none. */
const idFilter = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/**
 * 企业注册 (`registration`, D56): the registration codes staff issue for an enterprise, with which its
 * employees register (加入企业, `/user/userRegister`). Filters (enterprise, status) in the URL, server
 * paging; each row's enterprise, masked code, state (可用, 已禁用, 已过期, 已用完), uses, expiry and
 * creator. 生成注册码 and 更换 show the new code once (copyable); 禁用 / 启用 ask first. The server
 * checks every call; changing needs enterprise:registration:edit.
 */
export default function RegistrationCodeScreen() {
  const { t } = useAreaTexts(enterpriseSetupTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const mayEdit = can(BUTTON_CODES.registrationCodeEdit);
  const [issuing, setIssuing] = useState(false);
  const [revealed, setRevealed] = useState<RevealedCode | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: registrationCodesKey });
  const enterpriseNameOf = (enterpriseId: number) =>
    queryClient
      .getQueryData<EnterpriseOption[]>(enterpriseOptionsKey)
      ?.find((enterprise) => enterprise.enterpriseId === enterpriseId)?.enterpriseName ??
    String(enterpriseId);

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'custom',
        name: 'enterpriseId',
        label: t('registration.field.enterprise'),
        input: <EnterpriseSelect placeholder={t('picker.choose')} />,
      },
      {
        kind: 'select',
        name: 'status',
        label: t('registration.field.status'),
        options: [
          { value: '0', label: t('registration.status.enabled') },
          { value: '1', label: t('registration.status.disabled') },
        ],
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<RegistrationCodeRow> = [
    { title: t('registration.field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    {
      title: t('registration.field.code'),
      dataIndex: 'maskedCode',
      key: 'maskedCode',
      render: (masked: string) => <Typography.Text code>{masked}</Typography.Text>,
    },
    {
      title: t('registration.field.kind'),
      dataIndex: 'standing',
      key: 'standing',
      render: (standing: 0 | 1) =>
        standing === 1 ? t('registration.kinds.standing') : t('registration.kinds.issued'),
    },
    {
      title: t('registration.field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: RegistrationCodeRow['state']) => (
        <Badge status={BADGE[state]} text={t(`registration.states.${state}`)} />
      ),
    },
    {
      title: t('registration.field.uses'),
      key: 'useCount',
      dataIndex: 'useCount',
      sorter: true,
      render: (_: number, row) =>
        t('registration.uses', { used: row.useCount, max: row.maxUses ?? t('registration.noLimit') }),
    },
    {
      ...dateTimeColumn<RegistrationCodeRow>(t('registration.field.expireTime'), 'expireTime', {
        sorter: true,
      }),
      render: (value: string | null) => value ?? t('registration.noExpiry'),
    },
    { title: t('registration.field.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<RegistrationCodeRow>(t('registration.field.createTime'), 'createTime', { sorter: true }),
  ];

  return (
    <>
      <ListScreen<RegistrationCodeRow>
        label={t('registration.table')}
        queryKey={registrationCodesKey}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="codeId"
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIssuing(true)}>
              {t('registration.add')}
            </Button>
          )
        }
        rowActions={
          mayEdit
            ? (row) => [
                {
                  key: 'rotate',
                  label: t('registration.rotate'),
                  confirm: t('registration.confirmRotate'),
                  run: async () => {
                    const rotated = await client.enterprise.registrationCode.rotate({ codeId: row.codeId });
                    setRevealed({
                      registrationCode: rotated.registrationCode,
                      enterpriseName: row.enterpriseName,
                    });
                  },
                  successText: t('registration.rotated'),
                },
                {
                  key: 'disable',
                  label: t('registration.disable'),
                  visible: row.status === '0',
                  danger: true,
                  confirm: t('registration.confirmDisable'),
                  successText: t('registration.disabledDone'),
                  run: () => client.enterprise.registrationCode.disable({ codeId: row.codeId }),
                },
                {
                  key: 'enable',
                  label: t('registration.enable'),
                  visible: row.status === '1',
                  confirm: t('registration.confirmEnable'),
                  successText: t('registration.enabledDone'),
                  run: () => client.enterprise.registrationCode.enable({ codeId: row.codeId }),
                },
              ]
            : undefined
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.registrationCode.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: idFilter(applied.enterpriseId),
                status: statusFilter(applied.status),
              }),
            },
            { signal },
          )
        }
      />
      <IssueCodeModal
        open={issuing}
        enterpriseId={idFilter(filters.enterpriseId) === undefined ? undefined : filters.enterpriseId}
        onIssued={(issued) => {
          setIssuing(false);
          setRevealed({
            registrationCode: issued.registrationCode,
            enterpriseName: enterpriseNameOf(issued.enterpriseId),
          });
          refresh();
        }}
        onCancel={() => setIssuing(false)}
      />
      <RevealCodeModal revealed={revealed} onClose={() => setRevealed(null)} />
    </>
  );
}

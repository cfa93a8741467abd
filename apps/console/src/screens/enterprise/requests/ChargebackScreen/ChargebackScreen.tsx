import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  CHARGEBACK_STATES,
  CHARGEBACK_TEXT_MAX,
  type Chargeback,
  type ChargebackState,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  FormModal,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  walletKeys,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { requestKeys, useOwnEnterprise, yuan } from '../requestsModel';
import { enterpriseRequestTexts } from '../texts';

const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;
const stateFilter = (value: string | undefined) => CHARGEBACK_STATES.find((state) => state === value);

interface AddValues {
  enterpriseId?: string;
  amount: number;
  reason: string;
}

/**
 * 退款管理 (catalogue key `chargeback`, D63): deductions against enterprise wallets, newest first, filtered in the
 * URL (enterprise, state), with the wallet balance now. Staff holding the code ask for one; the approver roles of
 * `chargeback` (the approval model, D51: finance as seeded) approve (asked first: the wallet and the bill move at
 * once) or refuse (a reason required). The server refuses an amount above the balance with its message. An
 * enterprise user reads their own enterprise's deductions only.
 */
export default function ChargebackScreen() {
  const { t } = useAreaTexts(enterpriseRequestTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const staff = useOwnEnterprise() === null;
  const [adding, setAdding] = useState(false);
  const [refusing, setRefusing] = useState<Chargeback | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    // 钱包列表 and 企业账单 show the balance and the bill line an approval wrote.
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [{ kind: 'text', name: 'enterpriseName', label: t('common.enterprise') } satisfies FilterField]
        : []),
      {
        kind: 'select',
        name: 'state',
        label: t('common.state'),
        options: CHARGEBACK_STATES.map((state) => ({ value: state, label: t(`common.states.${state}`) })),
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<Chargeback> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('chargeback.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: yuan },
    { title: t('chargeback.balance'), dataIndex: 'balance', key: 'balance', align: 'right', render: yuan },
    { title: t('chargeback.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true, width: 180 },
    {
      title: t('common.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ChargebackState) => (
        <Badge status={STATE_BADGE[state]} text={t(`common.states.${state}`)} />
      ),
    },
    { title: t('common.applyBy'), dataIndex: 'applyBy', key: 'applyBy' },
    dateTimeColumn<Chargeback>(t('common.applyTime'), 'applyTime'),
    {
      title: t('common.decision'),
      key: 'decision',
      render: (_value: unknown, row: Chargeback) =>
        row.decidedBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>
              {t('common.decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) })}
            </span>
            {row.remark !== null && row.remark !== '' && (
              <Typography.Text type={row.state === 'refused' ? 'danger' : 'secondary'}>
                {t('common.remarkText', { remark: row.remark })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  const rowActions = (row: Chargeback): RowAction[] => [
    {
      key: 'approve',
      label: t('chargeback.approve'),
      permission: BUTTON_CODES.chargebackApprove,
      visible: row.state === 'pending',
      confirm: t('chargeback.approveQuestion', { enterprise: row.enterpriseName, amount: yuan(row.amount) }),
      successText: t('chargeback.approved'),
      run: async () => {
        await client.enterprise.chargeback.approve({ chargebackId: row.chargebackId, remark: '' });
        refresh();
      },
    },
    {
      key: 'refuse',
      label: t('chargeback.refuse'),
      danger: true,
      permission: BUTTON_CODES.chargebackApprove,
      visible: row.state === 'pending',
      run: () => setRefusing(row),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {!staff && <Alert type="info" showIcon title={t('common.ownOnly')} />}
      <ListScreen<Chargeback>
        label={t('chargeback.table')}
        queryKey={requestKeys.chargebacks}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="chargebackId"
        rowActions={staff ? rowActions : undefined}
        toolbar={
          staff &&
          can(BUTTON_CODES.chargebackApply) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {t('chargeback.add')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.chargeback.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseName: staff ? applied.enterpriseName : undefined,
                state: stateFilter(applied.state),
              }),
            },
            { signal },
          )
        }
      />
      <FormModal<AddValues>
        open={adding}
        title={t('chargeback.addTitle')}
        name="chargebackRequest"
        onSubmit={({ enterpriseId, amount, reason }) =>
          client.enterprise.chargeback.add({
            enterpriseId: Number(enterpriseId),
            amount,
            reason: reason.trim(),
          })
        }
        successText={t('chargeback.added')}
        onSaved={() => {
          refresh();
          setAdding(false);
        }}
        onCancel={() => setAdding(false)}
        modalProps={{ destroyOnHidden: true }}
      >
        <Typography.Paragraph type="secondary">{t('chargeback.hint')}</Typography.Paragraph>
        <Form.Item
          name="enterpriseId"
          label={t('common.enterprise')}
          rules={[{ required: true, message: t('common.chooseEnterprise') }]}
        >
          <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('chargeback.amount')}
          rules={[{ required: true, message: t('chargeback.amountRequired') }]}
        >
          <InputNumber<number> min={0.01} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('chargeback.reason')}
          rules={[{ required: true, whitespace: true, message: t('chargeback.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={CHARGEBACK_TEXT_MAX} showCount />
        </Form.Item>
      </FormModal>
      <FormModal<{ remark: string }>
        open={refusing !== null}
        title={t('chargeback.refuseTitle')}
        name="refuseChargeback"
        onSubmit={({ remark }) =>
          client.enterprise.chargeback.refuse({
            chargebackId: refusing?.chargebackId ?? 0,
            remark: remark.trim(),
          })
        }
        successText={t('chargeback.refused')}
        onSaved={() => {
          refresh();
          setRefusing(null);
        }}
        onCancel={() => setRefusing(null)}
        modalProps={{
          destroyOnHidden: true,
          okButtonProps: { danger: true },
          okText: t('chargeback.refuse'),
        }}
      >
        <Form.Item
          name="remark"
          label={t('chargeback.refuseRemark')}
          rules={[{ required: true, whitespace: true, message: t('chargeback.refuseRemarkRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={CHARGEBACK_TEXT_MAX} showCount />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}

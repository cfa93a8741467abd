import { isApiError } from '@onsite/api-client';
import {
  BUTTON_CODES,
  canPayRecharge,
  PAY_TYPE_OFFLINE,
  RECHARGE_PAID,
  RECHARGE_STATUSES,
  RECHARGE_UNPAID,
  type RechargeRecord,
  rechargeStatusKey,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  moneyColumn,
  numberFilter,
  pageQueryOf,
  TopupWizard,
  useAppFeedback,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useScreenPath } from '../../dashboards/useScreenPath';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { DayPicker } from '../DayPicker';
import { useFinanceAccess } from '../financeAccess';
import { walletQueryKeys } from '../financeQueries';
import { financeTexts } from '../texts';

const STATUS_BADGE = { [RECHARGE_PAID]: 'success', [RECHARGE_UNPAID]: 'warning' } as const;

/** A recharge status filter from the URL: 1, 2 or 3 (000 §4.3), else none. */
function statusFilter(value: string | undefined) {
  return RECHARGE_STATUSES.find((status) => String(status) === value);
}

/**
 * 充值记录 (catalogue key `walletRecord`): top-ups with the top-up list's filters (order number,
 * status, day; staff also choose the enterprise). Pay on unpaid online rows opens the wizard with
 * the pay type locked (000 §4.3); unpaid rows can be deleted (删除成功 / 删除失败, 000 §8).
 */
export default function WalletRecordScreen() {
  const { t } = useAreaTexts(financeTexts);
  const ui = useTranslation('ui').t;
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const { enterpriseId, can } = useFinanceAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rechargePath = useScreenPath('recharge');
  const [paying, setPaying] = useState<RechargeRecord | null>(null);
  const staff = enterpriseId === null;

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('enterprise'),
              input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: 'orderNo', label: t('walletRecord.orderNo') },
      {
        kind: 'select',
        name: 'status',
        label: t('walletRecord.status'),
        options: RECHARGE_STATUSES.map((status) => ({
          value: String(status),
          label: ui(`header.wallet.${rechargeStatusKey(status)}`),
        })),
      },
      {
        kind: 'custom',
        name: 'rechargeTime',
        label: t('walletRecord.rechargeTime'),
        input: <DayPicker placeholder={ui('header.wallet.list.timePlaceholder')} />,
      },
    ],
    [t, ui, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<RechargeRecord> = [
    ...(staff
      ? [{ title: t('walletRecord.enterpriseName'), dataIndex: 'enterpriseName', key: 'enterpriseName' }]
      : []),
    { title: t('walletRecord.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    moneyColumn<RechargeRecord>(t('walletRecord.rechargeMoney'), 'rechargeMoney', { sorter: true }),
    {
      title: t('walletRecord.payType'),
      dataIndex: 'payType',
      key: 'payType',
      render: (payType: RechargeRecord['payType']) =>
        ui(payType === PAY_TYPE_OFFLINE ? 'header.wallet.topup.offline' : 'header.wallet.topup.online'),
    },
    {
      title: t('walletRecord.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: RechargeRecord['status']) => (
        <Badge
          status={status === RECHARGE_PAID || status === RECHARGE_UNPAID ? STATUS_BADGE[status] : 'default'}
          text={ui(`header.wallet.${rechargeStatusKey(status)}`)}
        />
      ),
    },
    { title: t('walletRecord.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<RechargeRecord>(t('walletRecord.rechargeTime'), 'rechargeTime', { sorter: true }),
  ];

  const remove = async (record: RechargeRecord) => {
    try {
      await client.finance.recharge.delete({
        enterpriseRechargeId: record.enterpriseRechargeId,
        enterpriseId: record.enterpriseId,
      });
      void message.success(t('walletRecord.deleted'));
    } catch (error) {
      // 删除失败 (spec 000 §8), with the server's reason when it gave one; a 403 was already announced.
      const reason = isApiError(error) && error.kind === 'business' ? error.msg.trim() : '';
      void message.error(
        reason === '' ? t('walletRecord.deleteFailed') : t('walletRecord.deleteFailedBecause', { reason }),
      );
    }
  };

  return (
    <>
      <ListScreen<RechargeRecord>
        label={t('walletRecord.table')}
        queryKey={walletQueryKeys.records}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseRechargeId"
        collapsedCount={staff ? 2 : 3}
        toolbar={
          rechargePath !== null && can(BUTTON_CODES.rechargeAdd) ? (
            <Button type="primary" onClick={() => void navigate(rechargePath)}>
              {t('walletRecord.topUp')}
            </Button>
          ) : null
        }
        rowActions={(record) => [
          {
            key: 'pay',
            label: t('walletRecord.pay'),
            visible: canPayRecharge(record),
            run: () => setPaying(record),
          },
          {
            key: 'delete',
            label: t('walletRecord.delete'),
            danger: true,
            visible: record.status === RECHARGE_UNPAID && can(BUTTON_CODES.rechargeRemove),
            confirm: t('walletRecord.deleteConfirm'),
            run: () => remove(record),
          },
        ]}
        fetchPage={(applied, request, signal) =>
          client.finance.recharge.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: staff ? numberFilter(applied.enterpriseId) : enterpriseId,
                orderNo: applied.orderNo,
                status: statusFilter(applied.status),
                rechargeTime: applied.rechargeTime,
              }),
            },
            { signal },
          )
        }
      />
      {/* Paying a row tops up that row's enterprise; closed, the wizard's body is unmounted and asks nothing. */}
      <TopupWizard
        open={paying !== null}
        enterpriseId={paying?.enterpriseId ?? enterpriseId ?? 0}
        {...(paying === null ? {} : { payRecord: paying })}
        onClose={() => {
          setPaying(null);
          void queryClient.invalidateQueries({ queryKey: walletQueryKeys.records });
        }}
      />
    </>
  );
}

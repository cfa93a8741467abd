import {
  ACCEPTANCE_STATES,
  type AcceptanceState,
  BUTTON_CODES,
  DISPUTE_REASON_MAX,
  type OrderAcceptance,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  dictColumn,
  type FilterField,
  FormModal,
  formatDateTime,
  ListScreen,
  numberFilter,
  pageQueryOf,
  useOnsiteClient,
  walletKeys,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Flex, Form, Input, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useFinanceAccess } from '../financeAccess';
import { financeTexts } from '../texts';

/** Under the wallet keys: a decision (which changes what a settlement may charge) refreshes the finance lists too. */
const acceptanceKeys = [...walletKeys.all, 'acceptance', 'list'] as const;
const STATE_BADGE = { pending: 'warning', accepted: 'success', disputed: 'error' } as const;
const stateFilter = (value: string | undefined) => ACCEPTANCE_STATES.find((state) => state === value);

/**
 * 验收列表 (catalogue key `acceptanceList`, wallet group, D55): the enterprise's own acceptance of its
 * finished orders (completed or verified by staff, not settled yet). An enterprise user confirms one
 * (确认验收, asked first) or disputes it with a reason (提出异议): a disputed order is not settled until
 * the enterprise accepts it. Staff see every enterprise's (an enterprise filter) and do not decide for
 * them. State, order number and enterprise are filters in the URL.
 */
export default function AcceptanceListScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { enterpriseId } = useFinanceAccess();
  const staff = enterpriseId === null;
  const [disputing, setDisputing] = useState<OrderAcceptance | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'state',
        label: t('acceptance.state'),
        options: ACCEPTANCE_STATES.map((state) => ({ value: state, label: t(`acceptance.states.${state}`) })),
      },
      { kind: 'text', name: 'orderNo', label: t('acceptance.orderNo') },
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
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<OrderAcceptance> = [
    { title: t('acceptance.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    ...(staff ? [{ title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('acceptance.customer'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('acceptance.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    { title: t('acceptance.master'), dataIndex: 'masterName', key: 'masterName' },
    dictColumn<OrderAcceptance>(t('acceptance.orderStatus'), 'orderStatus', 'order_status'),
    dateTimeColumn<OrderAcceptance>(t('acceptance.finishTime'), 'finishTime'),
    {
      title: t('acceptance.state'),
      key: 'state',
      render: (_value: unknown, row: OrderAcceptance) => (
        <Flex vertical>
          <Badge status={STATE_BADGE[row.state]} text={t(`acceptance.states.${row.state}`)} />
          {row.reason !== null && (
            <Typography.Text type="danger">{t('acceptance.reason', { reason: row.reason })}</Typography.Text>
          )}
          {row.decideBy !== null && (
            <Typography.Text type="secondary">
              {t('acceptance.decidedBy', { name: row.decideBy, time: formatDateTime(row.decideTime) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];

  const decidable = (row: OrderAcceptance) =>
    !staff && row.state !== 'accepted' && (row.orderStatus === 'completed' || row.orderStatus === 'verified');

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t(staff ? 'acceptance.hintStaff' : 'acceptance.hintEnterprise')} />
      <ListScreen<OrderAcceptance>
        label={t('acceptance.table')}
        queryKey={acceptanceKeys}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="orderId"
        scrollX={1200}
        rowActions={(row) => [
          {
            key: 'accept',
            label: t('acceptance.accept'),
            permission: BUTTON_CODES.acceptanceDecide,
            visible: decidable(row),
            confirm: t('acceptance.acceptQuestion', { orderNo: row.orderNo }),
            successText: t('acceptance.accepted'),
            run: async () => {
              await client.finance.acceptance.accept({ orderId: row.orderId });
              refresh();
            },
          },
          {
            key: 'dispute',
            label: t('acceptance.dispute'),
            danger: true,
            permission: BUTTON_CODES.acceptanceDecide,
            visible: decidable(row) && row.state === 'pending',
            run: () => setDisputing(row),
          },
        ]}
        fetchPage={(applied, request, signal) =>
          client.finance.acceptance.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                state: stateFilter(applied.state) satisfies AcceptanceState | undefined,
                orderNo: applied.orderNo?.trim() || undefined,
                enterpriseId: staff ? numberFilter(applied.enterpriseId) : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <FormModal<{ reason: string }>
        open={disputing !== null}
        title={disputing ? t('acceptance.disputeTitle', { orderNo: disputing.orderNo }) : ''}
        name="disputeOrder"
        onSubmit={({ reason }) =>
          client.finance.acceptance.dispute({ orderId: disputing?.orderId ?? 0, reason: reason.trim() })
        }
        successText={t('acceptance.disputed')}
        onSaved={() => {
          refresh();
          setDisputing(null);
        }}
        onCancel={() => setDisputing(null)}
        modalProps={{
          destroyOnHidden: true,
          okButtonProps: { danger: true },
          okText: t('acceptance.dispute'),
        }}
      >
        <Form.Item
          name="reason"
          label={t('acceptance.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('acceptance.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={DISPUTE_REASON_MAX}
            showCount
            placeholder={t('acceptance.reasonPlaceholder')}
          />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}

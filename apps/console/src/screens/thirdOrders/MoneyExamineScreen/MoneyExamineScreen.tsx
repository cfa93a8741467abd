import { BUTTON_CODES, MONEY_REVIEW_STATES, type MoneyReview, type MoneyReviewState } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  formatDateTime,
  formatMoney,
  ListScreen,
  moneyColumn,
  numberFilter,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUrlFilters } from '../../list/useUrlFilters';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { useScreenPath } from '../../orders/useScreenPath';
import { thirdOrdersTexts } from '../texts';
import { thirdOrderKeys } from '../thirdOrderModel';
import { BackMoneyModal } from './BackMoneyModal';

const STATE_BADGE = { pending: 'warning', approved: 'success', returned: 'error' } as const;
const stateFilter = (value: string | undefined) => MONEY_REVIEW_STATES.find((state) => state === value);
const requiredFilter = (value: string | undefined) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/**
 * 费用审核 (catalogue key `moneyExamine`, D58): the verified orders with what their settlement will
 * charge and pay (service fee, parts, approved increases and extra parts, D34), whether settlement
 * waits for the review (a charge reaching 参数设置's amount) and the review state. Finance approves
 * (asked first) or sends back with a required reason; filters in the URL, paging.
 */
export default function MoneyExamineScreen() {
  const { t } = useAreaTexts(thirdOrdersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const staff = useSessionStore((state) => (state.user?.enterpriseId ?? null) === null);
  const orderPath = useScreenPath('orderDetails');
  const [backing, setBacking] = useState<MoneyReview | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: thirdOrderKeys.money });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
      {
        kind: 'select',
        name: 'reviewState',
        label: t('field.reviewState'),
        options: MONEY_REVIEW_STATES.map((state) => ({ value: state, label: t(`state.${state}`) })),
      },
      {
        kind: 'select',
        name: 'reviewRequired',
        label: t('field.reviewRequired'),
        options: [
          { value: 'true', label: t('money.yes') },
          { value: 'false', label: t('money.no') },
        ],
      },
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('field.enterprise'),
              input: <EnterpriseSelect placeholder={t('third.chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const query = (applied: FilterValues) =>
    definedOnly({
      orderNo: applied.orderNo,
      reviewState: stateFilter(applied.reviewState),
      reviewRequired: requiredFilter(applied.reviewRequired),
      enterpriseId: staff ? numberFilter(applied.enterpriseId) : undefined,
    });

  const columns: TableColumnsType<MoneyReview> = [
    {
      title: t('field.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string, row: MoneyReview) =>
        orderPath === null ? orderNo : <Link to={`${orderPath}?orderId=${row.orderId}`}>{orderNo}</Link>,
    },
    { title: t('field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('field.customer'), dataIndex: 'customerName', key: 'customerName' },
    {
      title: t('field.master'),
      dataIndex: 'masterName',
      key: 'masterName',
      render: (name: string | null) => name ?? '—',
    },
    { title: t('field.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    { title: t('field.number'), dataIndex: 'number', key: 'number' },
    moneyColumn<MoneyReview>(t('field.fee'), 'feeAmount'),
    moneyColumn<MoneyReview>(t('field.parts'), 'partsAmount'),
    moneyColumn<MoneyReview>(t('field.approved'), 'approvedAmount'),
    moneyColumn<MoneyReview>(t('field.enterpriseAmount'), 'enterpriseAmount'),
    moneyColumn<MoneyReview>(t('field.masterAmount'), 'masterAmount'),
    {
      title: t('field.reviewRequired'),
      dataIndex: 'reviewRequired',
      key: 'reviewRequired',
      render: (required: boolean) =>
        required ? <Typography.Text strong>{t('money.required')}</Typography.Text> : t('money.notRequired'),
    },
    {
      title: t('field.reviewState'),
      dataIndex: 'reviewState',
      key: 'reviewState',
      render: (state: MoneyReviewState, row: MoneyReview) => (
        <Flex vertical>
          <Badge status={STATE_BADGE[state]} text={t(`state.${state}`)} />
          {row.reviewBy !== null && (
            <Typography.Text type="secondary">
              <span translate="no">{row.reviewBy}</span> · {formatDateTime(row.reviewTime)}
            </Typography.Text>
          )}
          {row.reviewReason !== null && <Typography.Text type="danger">{row.reviewReason}</Typography.Text>}
        </Flex>
      ),
    },
    dateTimeColumn<MoneyReview>(t('field.verifyTime'), 'verifyTime'),
  ];

  return (
    <>
      <ListScreen<MoneyReview>
        label={t('money.table')}
        queryKey={thirdOrderKeys.money}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="orderId"
        collapsedCount={3}
        rowActions={(row) => [
          {
            key: 'approve',
            label: t('money.approve'),
            permission: BUTTON_CODES.moneyReviewDecide,
            visible: row.reviewState !== 'approved',
            confirm: `${t('money.approveTitle', { orderNo: row.orderNo })} ${t('money.approveContent', {
              enterprise: formatMoney(row.enterpriseAmount),
              master: formatMoney(row.masterAmount),
            })}`,
            successText: t('money.approved'),
            run: async () => {
              await client.order.moneyReview.approve({ orderId: row.orderId });
              refresh();
            },
          },
          {
            key: 'back',
            label: t('money.back'),
            danger: true,
            permission: BUTTON_CODES.moneyReviewDecide,
            visible: row.reviewState !== 'returned',
            run: () => setBacking(row),
          },
        ]}
        fetchPage={(applied, request, signal) =>
          client.order.moneyReview.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <BackMoneyModal review={backing} onClose={() => setBacking(null)} onDone={refresh} />
    </>
  );
}

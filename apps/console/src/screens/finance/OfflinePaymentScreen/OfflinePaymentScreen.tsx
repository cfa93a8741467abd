import { UploadOutlined } from '@ant-design/icons';
import { isApiError } from '@onsite/api-client';
import { BUTTON_CODES, type OfflineTopup, type OfflineTopupState } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  formatDateTime,
  formatMoney,
  ListScreen,
  moneyColumn,
  pageQueryOf,
  useAppFeedback,
  useOnsiteClient,
  walletKeys,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Flex, type TableColumnsType, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useFinanceAccess } from '../financeAccess';
import { financeTexts } from '../texts';
import { RejectOfflineModal } from './RejectOfflineModal';
import { SlipPicture } from './SlipPicture';

/** The list's key, under the wallet keys: a review (which invalidates every wallet query) refreshes it too. */
const OFFLINE_KEY = [...walletKeys.all, 'offline'] as const;

const STATES: readonly OfflineTopupState[] = ['unpaid', 'confirmed', 'rejected'];
const STATE_BADGE = { unpaid: 'warning', confirmed: 'success', rejected: 'error' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A review state from the URL, else none. */
const stateFilter = (value: string | undefined) => STATES.find((state) => state === value);
/** A day from the URL (YYYY-MM-DD), else none: a mistyped link lists everything rather than failing. */
const dayFilter = (value: string | undefined) => (value !== undefined && DAY.test(value) ? value : undefined);

/**
 * 线下付款 (catalogue key `offlinePayment`, D35): offline bank transfers (pay type 1) with their bank
 * slip. Staff holding the codes confirm one (确认到账, asked first: paid, wallet credited, bill line)
 * or reject it with a required reason (驳回); an enterprise user sees their own and uploads the slip
 * of a transfer awaiting confirmation. Filters in the URL, server paging.
 */
export default function OfflinePaymentScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const { enterpriseId, can } = useFinanceAccess();
  const [rejecting, setRejecting] = useState<OfflineTopup | null>(null);
  const staff = enterpriseId === null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'text',
              name: 'enterpriseName',
              label: t('offlinePayment.enterpriseName'),
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: 'orderNo', label: t('offlinePayment.orderNo') },
      {
        kind: 'select',
        name: 'offlineState',
        label: t('offlinePayment.state'),
        options: STATES.map((state) => ({ value: state, label: t(`offlinePayment.states.${state}`) })),
      },
      {
        kind: 'dateRange',
        name: 'rechargeTime',
        label: t('offlinePayment.rechargeTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const uploadSlip = async (row: OfflineTopup, file: File) => {
    try {
      await client.finance.offline.slip({ enterpriseRechargeId: row.enterpriseRechargeId, file });
      void message.success(t('offlinePayment.slipUploaded'));
      refresh();
    } catch (error) {
      const reason = isApiError(error) && error.kind === 'business' ? error.msg.trim() : '';
      void message.error(reason === '' ? t('offlinePayment.slipFailed') : reason);
    }
  };

  const columns: TableColumnsType<OfflineTopup> = [
    ...(staff
      ? [{ title: t('offlinePayment.enterpriseName'), dataIndex: 'enterpriseName', key: 'enterpriseName' }]
      : []),
    { title: t('offlinePayment.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    moneyColumn<OfflineTopup>(t('offlinePayment.rechargeMoney'), 'rechargeMoney', { sorter: true }),
    {
      title: t('offlinePayment.state'),
      dataIndex: 'offlineState',
      key: 'offlineState',
      render: (state: OfflineTopupState) => (
        <Badge status={STATE_BADGE[state]} text={t(`offlinePayment.states.${state}`)} />
      ),
    },
    { title: t('offlinePayment.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<OfflineTopup>(t('offlinePayment.rechargeTime'), 'rechargeTime', { sorter: true }),
    {
      title: t('offlinePayment.slip'),
      dataIndex: 'slipPath',
      key: 'slipPath',
      render: (slipPath: string | null, row: OfflineTopup) => {
        const canUpload = !staff && row.offlineState === 'unpaid' && can(BUTTON_CODES.rechargeAdd);
        return (
          <Flex gap={8} align="center">
            {slipPath === null ? (
              <Typography.Text type="secondary">{t('offlinePayment.noSlip')}</Typography.Text>
            ) : (
              <SlipPicture path={slipPath} alt={t('offlinePayment.slipAlt', { orderNo: row.orderNo })} />
            )}
            {canUpload && (
              <Upload
                accept=".jpg,.jpeg,.png,.webp"
                showUploadList={false}
                hasControlInside
                beforeUpload={(file) => {
                  void uploadSlip(row, file);
                  return false;
                }}
              >
                <Button size="small" icon={<UploadOutlined aria-hidden />}>
                  {slipPath === null ? t('offlinePayment.uploadSlip') : t('offlinePayment.replaceSlip')}
                </Button>
              </Upload>
            )}
          </Flex>
        );
      },
    },
    {
      title: t('offlinePayment.review'),
      key: 'review',
      render: (_value: unknown, row: OfflineTopup) =>
        row.reviewBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>
              {t('offlinePayment.reviewedBy', { name: row.reviewBy, time: formatDateTime(row.reviewTime) })}
            </span>
            {row.rejectReason !== null && (
              <Typography.Text type="danger">
                {t('offlinePayment.rejectReason', { reason: row.rejectReason })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <>
      <ListScreen<OfflineTopup>
        label={t('offlinePayment.table')}
        queryKey={OFFLINE_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseRechargeId"
        collapsedCount={3}
        rowActions={(row) => [
          {
            key: 'confirm',
            label: t('offlinePayment.confirm'),
            permission: BUTTON_CODES.offlineConfirm,
            visible: staff && row.offlineState === 'unpaid',
            confirm: t('offlinePayment.confirmQuestion', {
              enterprise: row.enterpriseName,
              amount: formatMoney(row.rechargeMoney),
            }),
            successText: t('offlinePayment.confirmed'),
            run: async () => {
              await client.finance.offline.confirm({ enterpriseRechargeId: row.enterpriseRechargeId });
              refresh();
            },
          },
          {
            key: 'reject',
            label: t('offlinePayment.reject'),
            danger: true,
            permission: BUTTON_CODES.offlineReject,
            visible: staff && row.offlineState === 'unpaid',
            run: () => setRejecting(row),
          },
        ]}
        fetchPage={(applied, request, signal) =>
          client.finance.offline.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseName: staff ? applied.enterpriseName : undefined,
                orderNo: applied.orderNo,
                offlineState: stateFilter(applied.offlineState),
                beginTime: dayFilter(applied.beginTime),
                endTime: dayFilter(applied.endTime),
              }),
            },
            { signal },
          )
        }
      />
      <RejectOfflineModal topup={rejecting} onClose={() => setRejecting(null)} onRejected={refresh} />
    </>
  );
}

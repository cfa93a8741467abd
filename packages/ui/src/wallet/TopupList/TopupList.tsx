import {
  canPayRecharge,
  PAY_TYPE_OFFLINE,
  RECHARGE_STATUSES,
  RECHARGE_UNPAID,
  type RechargeRecord,
  rechargeStatusKey,
} from '@onsite/domain';
import { Button, DatePicker, Empty, Form, Input, Modal, Select, Space, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { formatMoney } from '../../widgets/format';
import { PagedTable } from '../../widgets/PagedTable';
import { type RechargeFilters, useDeleteRecharge, useRechargeList } from '../hooks/walletQueries';
import { TopupWizard } from '../TopupWizard';

export interface TopupListProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The signed-in user's enterprise, whose top-ups are listed. */
  enterpriseId: number;
  /** Called when the dialog is closed. */
  onClose: () => void;
}

interface FilterForm {
  orderNo?: string;
  status?: RechargeFilters['status'];
  rechargeTime?: Dayjs | null;
}

function filtersOf({ orderNo, status, rechargeTime }: FilterForm): RechargeFilters {
  const trimmed = orderNo?.trim();
  return {
    ...(trimmed ? { orderNo: trimmed } : {}),
    ...(status === undefined ? {} : { status }),
    ...(rechargeTime ? { rechargeTime: rechargeTime.format('YYYY-MM-DD') } : {}),
  };
}

function TopupListBody({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('ui');
  const { message, modal } = useAppFeedback();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<RechargeFilters>({});
  const [paying, setPaying] = useState<RechargeRecord | null>(null);
  const { tableProps } = useRechargeList(enterpriseId, filters);
  const deleteRecharge = useDeleteRecharge(enterpriseId);

  const remove = (record: RechargeRecord) =>
    deleteRecharge.mutateAsync(record.enterpriseRechargeId).then(
      () => void message.success(t('header.wallet.list.deleted')),
      (error: unknown) => {
        // 删除失败 (spec 000 §8), with the server's reason when it gave one.
        const reason = serverMessageOf(error);
        void message.error(
          reason === null
            ? t('header.wallet.list.deleteFailed')
            : t('header.wallet.list.deleteFailedBecause', { reason }),
        );
      },
    );

  // A confirm dialog, not a popover on the row: the row goes when the list refreshes, and a popover
  // still closing then points at a trigger that is no longer in the page. 确定 waits for the delete.
  const confirmRemove = (record: RechargeRecord) =>
    modal.confirm({
      title: t('header.wallet.list.deleteConfirm'),
      okText: t('header.wallet.list.ok'),
      okButtonProps: { danger: true },
      cancelText: t('header.wallet.list.cancel'),
      onOk: () => remove(record),
    });

  const columns: TableColumnsType<RechargeRecord> = [
    { title: t('header.wallet.list.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    {
      title: t('header.wallet.list.amount'),
      dataIndex: 'rechargeMoney',
      key: 'rechargeMoney',
      align: 'right',
      render: (amount: number) => formatMoney(amount),
    },
    {
      title: t('header.wallet.list.payType'),
      dataIndex: 'payType',
      key: 'payType',
      render: (payType: number) =>
        t(payType === PAY_TYPE_OFFLINE ? 'header.wallet.topup.offline' : 'header.wallet.topup.online'),
    },
    {
      title: t('header.wallet.list.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number) => t(`header.wallet.${rechargeStatusKey(status)}`),
    },
    { title: t('header.wallet.list.createBy'), dataIndex: 'createBy', key: 'createBy' },
    { title: t('header.wallet.list.time'), dataIndex: 'rechargeTime', key: 'rechargeTime' },
    {
      title: t('header.wallet.list.actions'),
      key: 'actions',
      render: (_, record) => (
        <Space size={0}>
          {canPayRecharge(record) ? (
            <Button type="link" size="small" onClick={() => setPaying(record)}>
              {t('header.wallet.list.payAction')}
            </Button>
          ) : null}
          {record.status === RECHARGE_UNPAID ? (
            <Button
              type="link"
              size="small"
              danger
              loading={deleteRecharge.isPending && deleteRecharge.variables === record.enterpriseRechargeId}
              onClick={() => confirmRemove(record)}
            >
              {t('header.wallet.list.deleteAction')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Form<FilterForm>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => setFilters(filtersOf(values))}
      >
        <Form.Item name="orderNo" label={t('header.wallet.list.orderNo')}>
          <Input allowClear placeholder={t('header.wallet.list.orderNoPlaceholder')} maxLength={64} />
        </Form.Item>
        <Form.Item name="status" label={t('header.wallet.list.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={RECHARGE_STATUSES.map((status) => ({
              value: status,
              label: t(`header.wallet.${rechargeStatusKey(status)}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="rechargeTime" label={t('header.wallet.list.time')}>
          <DatePicker placeholder={t('header.wallet.list.timePlaceholder')} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('header.wallet.list.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              {t('header.wallet.list.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <PagedTable<RechargeRecord>
        rowKey="enterpriseRechargeId"
        columns={columns}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.wallet.list.empty')} />
          ),
        }}
        {...tableProps}
      />
      <TopupWizard
        open={paying !== null}
        enterpriseId={enterpriseId}
        {...(paying === null ? {} : { payRecord: paying })}
        onClose={() => setPaying(null)}
      />
    </>
  );
}

/**
 * The top-up list dialog (spec 000 §4.3): filters by order number, status and day; Pay on unpaid
 * online rows opens the wizard with the pay type locked; unpaid rows can be deleted.
 */
export function TopupList({ open, enterpriseId, onClose }: TopupListProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      title={t('header.wallet.list.title')}
      footer={null}
      width={1000}
      destroyOnHidden
      onCancel={onClose}
    >
      <TopupListBody enterpriseId={enterpriseId} />
    </Modal>
  );
}

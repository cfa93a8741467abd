import {
  BILL_OPERATION_OPTIONS,
  type BillLine,
  type BillOperationOptionId,
  billFilterOperType,
  billOperationLabel,
} from '@onsite/domain';
import { Button, DatePicker, Empty, Form, Input, Modal, Select, Space, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../widgets/format';
import { PagedTable } from '../../widgets/PagedTable';
import { type BillFilters, useBillList } from '../hooks/billQueries';

export interface BillListProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The signed-in user's enterprise, whose bill lines are listed (D4: never a fixed id). */
  enterpriseId: number;
  /** Called when the dialog is closed. */
  onClose: () => void;
}

interface FilterForm {
  operation?: BillOperationOptionId;
  orderNo?: string;
  createBy?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** What the filter form sends: D6, both options of type 5 send operType 5; whole days of the range. */
export function billFiltersOf({ operation, orderNo, createBy, range }: FilterForm): BillFilters {
  const operType = billFilterOperType(operation);
  const order = orderNo?.trim();
  const operator = createBy?.trim();
  const [start, end] = range ?? [];
  return {
    ...(operType === null ? {} : { operType }),
    ...(order ? { orderNo: order } : {}),
    ...(operator ? { createBy: operator } : {}),
    ...(start ? { StartTime: `${start.format(DATE_FORMAT)} 00:00:00` } : {}),
    ...(end ? { EndTime: `${end.format(DATE_FORMAT)} 23:59:59` } : {}),
  };
}

function BillListBody({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('ui');
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<BillFilters>({});
  const { tableProps } = useBillList(enterpriseId, filters);
  const money = (amount: number) => formatMoney(amount);

  const columns: TableColumnsType<BillLine> = [
    {
      title: t('header.bills.operType'),
      dataIndex: 'operType',
      key: 'operType',
      render: (operType: number) => t(`header.bills.${billOperationLabel(operType)}`),
    },
    { title: t('header.bills.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    {
      title: t('header.bills.changeMoney'),
      dataIndex: 'changeMoney',
      key: 'changeMoney',
      align: 'right',
      render: money,
    },
    { title: t('header.bills.balance'), dataIndex: 'balance', key: 'balance', align: 'right', render: money },
    { title: t('header.bills.createBy'), dataIndex: 'createBy', key: 'createBy' },
    { title: t('header.bills.createTime'), dataIndex: 'createTime', key: 'createTime' },
    { title: t('header.bills.marketPrincipal'), dataIndex: 'marketPrincipal', key: 'marketPrincipal' },
    { title: t('header.bills.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    { title: t('header.bills.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  return (
    <>
      <Form<FilterForm>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => setFilters(billFiltersOf(values))}
      >
        <Form.Item name="operation" label={t('header.bills.operType')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={BILL_OPERATION_OPTIONS.map((option) => ({
              value: option.id,
              label: t(`header.bills.${option.label}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="orderNo" label={t('header.bills.orderNo')}>
          <Input allowClear placeholder={t('header.bills.orderNoPlaceholder')} maxLength={64} />
        </Form.Item>
        <Form.Item name="createBy" label={t('header.bills.createBy')}>
          <Input allowClear placeholder={t('header.bills.createByPlaceholder')} maxLength={50} />
        </Form.Item>
        <Form.Item name="range" label={t('header.bills.timeRange')}>
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            placeholder={[t('header.bills.startDate'), t('header.bills.endDate')]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('header.bills.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              {t('header.bills.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <PagedTable<BillLine>
        rowKey="enterpriseDetailedId"
        columns={columns}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.bills.empty')} />,
        }}
        {...tableProps}
      />
    </>
  );
}

/**
 * The bill list dialog (spec 000 §2.4, §7.5): the bill lines of the signed-in user's enterprise
 * (D4), filtered by operation type (D6: both labels of 5 filter by 5), order number, operator and
 * time range; paged on the server.
 */
export function BillList({ open, enterpriseId, onClose }: BillListProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      title={t('header.bills.title')}
      footer={null}
      width={1100}
      destroyOnHidden
      onCancel={onClose}
    >
      <BillListBody enterpriseId={enterpriseId} />
    </Modal>
  );
}

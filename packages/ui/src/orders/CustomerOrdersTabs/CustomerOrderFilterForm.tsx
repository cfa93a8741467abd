import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { type CustomerOrderStatus, DATE_FORMAT } from '@onsite/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { referenceQueries, useRegionQueries } from '../../providers/query/referenceQueries';
import type { CustomerOrderFilters } from '../hooks/customerOrderQueries';
import {
  type CustomerOrderFilterName,
  type CustomerOrderFilterValues,
  customerOrderFiltersOf,
  filterFieldsOf,
} from './customerOrderFilters';

/** An option of a select: a code and what a person reads. */
export interface FilterOption {
  value: string;
  label: string;
}

export interface CustomerOrderFilterFormProps {
  /** The tab the filters belong to; handled and recycle bin add their own fields. */
  status: CustomerOrderStatus;
  /** The install_type entries. */
  installTypes: readonly FilterOption[];
  /** The remove_type entries (recycle bin). */
  removeReasons: readonly FilterOption[];
  /** Called with the filters a person applies (查询) or clears (重置: none). */
  onSearch: (filters: CustomerOrderFilters) => void;
}

/** Fields shown while the form is collapsed. */
const COLLAPSED_COUNT = 3;

const TEXT_MAX_LENGTHS: Partial<Record<CustomerOrderFilterName, number>> = {
  orderNo: 64,
  enterpriseName: 100,
  customerName: 50,
  customerMobile: 11,
  detailedAddress: 200,
  orderType: 50,
  updateBy: 50,
  deleteBy: 50,
};

/** The filters of a customer-order tab (spec 000 §7.6) with 查询, 重置 and 展开 / 收起. */
export function CustomerOrderFilterForm({
  status,
  installTypes,
  removeReasons,
  onSearch,
}: CustomerOrderFilterFormProps) {
  const { t } = useTranslation('ui');
  const client = useOnsiteClient();
  const [form] = Form.useForm<CustomerOrderFilterValues>();
  const [expanded, setExpanded] = useState(false);
  const provinceId = Form.useWatch('provinceId', form);
  const cityId = Form.useWatch('cityId', form);
  const provinces = useQuery(referenceQueries.provinces(client));
  const { cities, areas } = useRegionQueries(provinceId, cityId);
  const label = (name: CustomerOrderFilterName) => t(`header.customerOrders.${name}`);
  const fields = filterFieldsOf(status);

  const select = (options: readonly FilterOption[], loading = false) => (
    <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={loading} options={[...options]} />
  );
  const controlOf = (name: CustomerOrderFilterName): ReactNode => {
    switch (name) {
      case 'provinceId':
        return select(
          (provinces.data ?? []).map((p) => ({ value: p.provinceCode, label: p.provinceName })),
          provinces.isLoading,
        );
      case 'cityId':
        return select(
          (cities.data ?? []).map((c) => ({ value: c.cityCode, label: c.cityName })),
          cities.isLoading,
        );
      case 'areaId':
        return select(
          (areas.data ?? []).map((a) => ({ value: a.areaCode, label: a.areaName })),
          areas.isLoading,
        );
      case 'installType':
        return select(installTypes);
      case 'deleteReason':
        return select(removeReasons);
      case 'createTime':
      case 'updateTime':
      case 'deleteTime':
        return (
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            placeholder={[t('header.customerOrders.startDate'), t('header.customerOrders.endDate')]}
            style={{ width: '100%' }}
          />
        );
      default:
        return <Input allowClear maxLength={TEXT_MAX_LENGTHS[name]} />;
    }
  };

  return (
    <Form<CustomerOrderFilterValues>
      form={form}
      name={`customerOrderFilters${status}`}
      role="search"
      aria-label={t('header.customerOrders.filters')}
      labelCol={{ flex: '88px' }}
      labelWrap
      onValuesChange={(changed: CustomerOrderFilterValues) => {
        // The region is a cascade: a new province clears city and area, a new city the area.
        if ('provinceId' in changed) form.setFieldsValue({ cityId: undefined, areaId: undefined });
        else if ('cityId' in changed) form.setFieldsValue({ areaId: undefined });
      }}
      onFinish={(values) => onSearch(customerOrderFiltersOf(values))}
    >
      <Row gutter={16}>
        {fields.map((name, index) => (
          <Col key={name} xs={24} md={12} xl={8} hidden={!expanded && index >= COLLAPSED_COUNT}>
            <Form.Item name={name} label={label(name)} style={{ marginBottom: 12 }}>
              {controlOf(name)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('header.customerOrders.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t('header.customerOrders.reset')}
            </Button>
            <Button
              type="link"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('header.customerOrders.collapse') : t('header.customerOrders.expand')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

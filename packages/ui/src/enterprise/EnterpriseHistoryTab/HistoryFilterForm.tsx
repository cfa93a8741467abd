import { DATE_FORMAT, historyTimeRange } from '@onsite/domain';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HISTORY_MODULES, HISTORY_OPERATE_TYPES } from '../hooks/historyOptions';
import type { HistoryFilters } from '../hooks/queries';

export interface HistoryFilterFormProps {
  /** Called with the filters when a person searches or resets. */
  onSearch: (filters: HistoryFilters) => void;
  /** Disables the whole form. false by default; the history tab never does (querying is reading, issue 15 item 5). */
  disabled?: boolean;
}

interface FormValues {
  module?: string;
  operateType?: string;
  operateBy?: string;
  range?: [Dayjs, Dayjs] | null;
}

/** Today, the default range of the history query (spec 001 §9). */
const today = (): [Dayjs, Dayjs] => [dayjs().startOf('day'), dayjs().startOf('day')];

/** The filters as the history call takes them; the range runs 00:00:00–23:59:59 (spec 001 §9). */
export function historyFiltersOf(values: FormValues): HistoryFilters {
  const range = values.range
    ? historyTimeRange([values.range[0].format(DATE_FORMAT), values.range[1].format(DATE_FORMAT)])
    : null;
  const operateBy = values.operateBy?.trim();
  return {
    ...(values.module ? { module: values.module } : {}),
    ...(values.operateType ? { operateType: values.operateType } : {}),
    ...(operateBy ? { operateBy } : {}),
    ...(range?.startTime ? { startTime: range.startTime } : {}),
    ...(range?.endTime ? { endTime: range.endTime } : {}),
  };
}

/** The first filters of the history tab: today's range, nothing else. */
export function defaultHistoryFilters(): HistoryFilters {
  return historyFiltersOf({ range: today() });
}

/** The query form of the history tab (spec 001 §2 Tab 4): module, operation type, operator, time range. */
export function HistoryFilterForm({ onSearch, disabled = false }: HistoryFilterFormProps) {
  const { t } = useTranslation('ui');
  const [form] = Form.useForm<FormValues>();
  const modules = Object.entries(HISTORY_MODULES).map(([key, value]) => ({
    value,
    label: t(`enterprise.history.modules.${key as keyof typeof HISTORY_MODULES}`),
  }));
  const operateTypes = Object.entries(HISTORY_OPERATE_TYPES).map(([key, value]) => ({
    value,
    label: t(`enterprise.history.operateTypes.${key as keyof typeof HISTORY_OPERATE_TYPES}`),
  }));

  return (
    <Form<FormValues>
      form={form}
      name="enterpriseHistory"
      layout="inline"
      disabled={disabled}
      initialValues={{ range: today() }}
      onFinish={(values) => onSearch(historyFiltersOf(values))}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="module" label={t('enterprise.history.module')}>
        <Select allowClear options={modules} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="operateType" label={t('enterprise.history.operateType')}>
        <Select allowClear options={operateTypes} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="operateBy" label={t('enterprise.history.operateBy')}>
        <Input allowClear placeholder={t('enterprise.history.operateByPlaceholder')} maxLength={50} />
      </Form.Item>
      <Form.Item name="range" label={t('enterprise.history.timeRange')}>
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          placeholder={[t('enterprise.history.startDate'), t('enterprise.history.endDate')]}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('enterprise.history.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch(defaultHistoryFilters());
            }}
          >
            {t('enterprise.history.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

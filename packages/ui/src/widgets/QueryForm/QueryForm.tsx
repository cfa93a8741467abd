import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { DATE_FORMAT } from '@onsite/domain';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from './DictSelect';
import { type FilterField, type FilterValues, filterNamesOf, pickFilters } from './filters';

export interface QueryFormProps {
  /** The filters, in the order shown. */
  fields: readonly FilterField[];
  /** The filters applied now (e.g. from the URL); the form shows them. */
  values: FilterValues;
  /** Called with the filters a person applies (查询) or clears (重置: an empty set). */
  onSearch: (values: FilterValues) => void;
  /** How many fields show while collapsed; 3 by default. More fields get 展开 / 收起. */
  collapsedCount?: number;
  /** Disables every control, e.g. while nothing may be asked. */
  disabled?: boolean;
  /** A name for the form, unique on the page (ids of its controls derive from it). */
  name?: string;
}

type FormValues = Record<string, unknown>;

/** The form's values from the applied filters: date ranges become one dayjs pair. */
function formValuesOf(fields: readonly FilterField[], values: FilterValues): FormValues {
  const form: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const from = values[field.from];
      const to = values[field.to];
      form[field.name] = from && to ? [dayjs(from, DATE_FORMAT), dayjs(to, DATE_FORMAT)] : undefined;
    } else form[field.name] = values[field.name];
  }
  return form;
}

/** The filters of the form's values: a date range splits into its two days. */
function filtersOf(fields: readonly FilterField[], form: FormValues): FilterValues {
  const flat: Record<string, unknown> = { ...form };
  for (const field of fields) {
    if (field.kind !== 'dateRange') continue;
    const range = form[field.name] as [Dayjs, Dayjs] | null | undefined;
    flat[field.from] = range?.[0]?.format(DATE_FORMAT);
    flat[field.to] = range?.[1]?.format(DATE_FORMAT);
  }
  return pickFilters(fields, flat);
}

/** The control of a field; a plain element, so Form.Item can give it value and onChange. */
function controlOf(field: FilterField, t: TFunction<'ui'>): ReactNode {
  switch (field.kind) {
    case 'text':
      return (
        <Input
          allowClear
          maxLength={100}
          placeholder={field.placeholder ?? t('list.inputPlaceholder', { label: field.label })}
        />
      );
    case 'select':
      return (
        <Select
          allowClear
          options={field.options.map((option) => ({ ...option }))}
          placeholder={t('list.selectPlaceholder', { label: field.label })}
        />
      );
    case 'dict':
      return (
        <DictSelect
          dictType={field.dictType}
          placeholder={t('list.selectPlaceholder', { label: field.label })}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          placeholder={[t('list.startDate'), t('list.endDate')]}
          style={{ width: '100%' }}
        />
      );
    case 'custom':
      return field.input;
  }
}

/**
 * The query form of a list screen (issue 9): fields in a responsive grid, 查询 and 重置, and
 * 展开 / 收起 when there are more fields than fit collapsed. It opens expanded when a hidden field
 * is set, so an applied filter is never out of sight.
 */
export function QueryForm({
  fields,
  values,
  onSearch,
  collapsedCount = 3,
  disabled,
  name = 'query',
}: QueryFormProps) {
  const { t } = useTranslation('ui');
  const [form] = Form.useForm<FormValues>();
  const collapsible = fields.length > collapsedCount;
  const hiddenSet = fields
    .slice(collapsedCount)
    .some((field) => filterNamesOf(field).some((key) => key in values));
  const [expanded, setExpanded] = useState(hiddenSet);

  // The URL may change under the form (back button, a link): show what is applied. Keyed by the
  // applied values' text, so a re-render with equal filters never wipes what a person is typing.
  const applied = JSON.stringify(values);
  const showApplied = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(formValuesOf(fields, values));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the applied filters change
  useEffect(() => showApplied(), [applied]);

  return (
    <Form<FormValues>
      form={form}
      name={name}
      role="search"
      aria-label={t('list.filters')}
      disabled={disabled}
      labelCol={{ flex: '96px' }}
      labelWrap
      onFinish={(formValues) => onSearch(filtersOf(fields, formValues))}
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          <Col
            key={field.name}
            xs={24}
            md={12}
            xl={8}
            hidden={collapsible && !expanded && index >= collapsedCount}
            // antd's `.ant-col { display: block }` outranks the `hidden` attribute in a browser.
            style={collapsible && !expanded && index >= collapsedCount ? { display: 'none' } : undefined}
          >
            <Form.Item name={field.name} label={field.label} style={{ marginBottom: 16 }}>
              {controlOf(field, t)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('list.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t('list.reset')}
            </Button>
            {collapsible && (
              <Button
                type="link"
                aria-expanded={expanded}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t('list.collapse') : t('list.expand')}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

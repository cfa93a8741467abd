import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { referenceQueries, useOnsiteClient, useRegionQueries } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Select } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { mastersTexts } from '../texts';

/** One region as the form holds it. */
export interface RegionValue {
  provinceCode?: string;
  cityCode?: string | null;
  areaCode?: string | null;
}

/** One row: province → city → area, each level optional below the province (a whole province or city). */
function RegionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useAreaTexts(mastersTexts);
  const client = useOnsiteClient();
  const form = Form.useFormInstance();
  const provinceCode = Form.useWatch<string | undefined>(['regions', index, 'provinceCode'], form);
  const cityCode = Form.useWatch<string | null | undefined>(['regions', index, 'cityCode'], form);
  const provinces = useQuery(referenceQueries.provinces(client));
  const { cities, areas } = useRegionQueries(provinceCode, cityCode);
  const clear = (names: string[]) =>
    form.setFieldValue(
      ['regions', index],
      Object.fromEntries(
        Object.entries(form.getFieldValue(['regions', index]) ?? {}).map(([key, value]) => [
          key,
          names.includes(key) ? null : value,
        ]),
      ),
    );
  const row = index + 1;
  return (
    <Flex gap={8} align="start" wrap>
      <Form.Item
        name={[index, 'provinceCode']}
        rules={[{ required: true, message: t('masterList.provinceRequired') }]}
        style={{ minWidth: 150, marginBottom: 8 }}
      >
        <Select<string>
          aria-label={`${t('field.province')} ${row}`}
          placeholder={t('field.province')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={provinces.isFetching}
          options={(provinces.data ?? []).map((item) => ({
            value: item.provinceCode,
            label: item.provinceName,
          }))}
          onChange={() => clear(['cityCode', 'areaCode'])}
        />
      </Form.Item>
      <Form.Item name={[index, 'cityCode']} style={{ minWidth: 150, marginBottom: 8 }}>
        <Select<string>
          aria-label={`${t('field.city')} ${row}`}
          placeholder={t('field.city')}
          allowClear
          disabled={!provinceCode}
          showSearch={{ optionFilterProp: 'label' }}
          loading={cities.isFetching}
          options={(cities.data ?? []).map((item) => ({ value: item.cityCode, label: item.cityName }))}
          onChange={() => clear(['areaCode'])}
        />
      </Form.Item>
      <Form.Item name={[index, 'areaCode']} style={{ minWidth: 150, marginBottom: 8 }}>
        <Select<string>
          aria-label={`${t('field.area')} ${row}`}
          placeholder={t('field.area')}
          allowClear
          disabled={!cityCode}
          showSearch={{ optionFilterProp: 'label' }}
          loading={areas.isFetching}
          options={(areas.data ?? []).map((item) => ({ value: item.areaCode, label: item.areaName }))}
        />
      </Form.Item>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${t('masterList.removeRegion')} ${row}`}
        onClick={onRemove}
      />
    </Flex>
  );
}

/** The master's service regions (D38): rows of province / city / area, at least one. */
export function RegionRows() {
  const { t } = useAreaTexts(mastersTexts);
  return (
    <Form.List
      name="regions"
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            if (!value || value.length === 0) throw new Error(t('masterList.regionsRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('field.regions')} required extra={t('masterList.regionHint')}>
          {fields.map((field) => (
            <RegionRow key={field.key} index={field.name} onRemove={() => remove(field.name)} />
          ))}
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
            {t('masterList.addRegion')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}

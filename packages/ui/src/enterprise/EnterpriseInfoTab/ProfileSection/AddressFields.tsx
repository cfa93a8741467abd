import type { Area, City, Province } from '@onsite/domain';
import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ReadOnlyOption, ReadOnlyValue } from '../ReadOnlyValue';

/** The region lists of the address cascade: provinces, the chosen province's cities, the chosen city's areas. */
export interface RegionOptions {
  provinces: readonly Province[];
  cities: readonly City[];
  areas: readonly Area[];
  /** Whether the chosen province's cities are loading. */
  citiesLoading?: boolean;
  /** Whether the chosen city's areas are loading. */
  areasLoading?: boolean;
}

export interface AddressFieldsProps {
  /** The lists to choose from. */
  regions: RegionOptions;
  /** editAccountInfo. */
  editable: boolean;
}

/** A region's value from the Form.Item: its name once its list is loaded, nothing while it loads. */
function RegionValue({
  id,
  value,
  options,
  loading = false,
}: {
  id?: string;
  value?: unknown;
  options: readonly ReadOnlyOption[];
  loading?: boolean;
}) {
  return <ReadOnlyValue id={id} value={loading ? undefined : value} options={options} />;
}

/**
 * The address cascade province → city → area (spec 001 §3, §7): a new province clears city and
 * area, a new city clears the area. Then the street address and the enterprise phone. Read-only,
 * the regions show their names and the texts as read-only text ({@link ReadOnlyValue}).
 */
export function AddressFields({ regions, editable }: AddressFieldsProps) {
  const { t } = useTranslation('ui');
  const form = Form.useFormInstance();
  const label = (field: string) => t(`enterpriseInfo.fields.${field}`);
  const select = {
    virtual: false,
    allowClear: true,
    placeholder: t('enterpriseInfo.select'),
    showSearch: { optionFilterProp: 'label' },
    // Region names are addresses: data (issue 16 item 6).
    translate: 'no' as const,
  } as const;
  const provinceOptions = regions.provinces.map((item) => ({
    value: item.provinceCode,
    label: item.provinceName,
  }));
  const cityOptions = regions.cities.map((item) => ({ value: item.cityCode, label: item.cityName }));
  const areaOptions = regions.areas.map((item) => ({ value: item.areaCode, label: item.areaName }));
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="province" label={label('province')}>
          {editable ? (
            <Select
              {...select}
              options={provinceOptions}
              onChange={() => form.setFieldsValue({ city: undefined, area: undefined })}
            />
          ) : (
            <RegionValue options={provinceOptions} />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="city" label={label('city')}>
          {editable ? (
            <Select
              {...select}
              loading={regions.citiesLoading}
              options={cityOptions}
              onChange={() => form.setFieldValue('area', undefined)}
            />
          ) : (
            <RegionValue options={cityOptions} loading={regions.citiesLoading} />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="area" label={label('area')}>
          {editable ? (
            <Select {...select} loading={regions.areasLoading} options={areaOptions} />
          ) : (
            <RegionValue options={areaOptions} loading={regions.areasLoading} />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseMobile" label={label('enterpriseMobile')}>
          {editable ? <Input maxLength={50} /> : <ReadOnlyValue />}
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="enterpriseAddress" label={label('enterpriseAddress')}>
          {editable ? <Input maxLength={200} /> : <ReadOnlyValue />}
        </Form.Item>
      </Col>
    </>
  );
}

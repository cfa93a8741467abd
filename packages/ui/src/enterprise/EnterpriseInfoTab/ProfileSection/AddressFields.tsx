import type { Area, City, Province } from '@onsite/domain';
import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

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

/**
 * The address cascade province → city → area (spec 001 §3, §7): a new province clears city and
 * area, a new city clears the area. Then the street address and the enterprise phone.
 */
export function AddressFields({ regions, editable }: AddressFieldsProps) {
  const { t } = useTranslation('ui');
  const form = Form.useFormInstance();
  const label = (field: string) => t(`enterpriseInfo.fields.${field}`);
  const select = {
    virtual: false,
    allowClear: true,
    placeholder: t('enterpriseInfo.select'),
    disabled: !editable,
    showSearch: { optionFilterProp: 'label' },
  } as const;
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="province" label={label('province')}>
          <Select
            {...select}
            options={regions.provinces.map((item) => ({
              value: item.provinceCode,
              label: item.provinceName,
            }))}
            onChange={() => form.setFieldsValue({ city: undefined, area: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="city" label={label('city')}>
          <Select
            {...select}
            loading={regions.citiesLoading}
            options={regions.cities.map((item) => ({ value: item.cityCode, label: item.cityName }))}
            onChange={() => form.setFieldValue('area', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="area" label={label('area')}>
          <Select
            {...select}
            loading={regions.areasLoading}
            options={regions.areas.map((item) => ({ value: item.areaCode, label: item.areaName }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseMobile" label={label('enterpriseMobile')}>
          <Input maxLength={50} disabled={!editable} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="enterpriseAddress" label={label('enterpriseAddress')}>
          <Input maxLength={200} disabled={!editable} />
        </Form.Item>
      </Col>
    </>
  );
}

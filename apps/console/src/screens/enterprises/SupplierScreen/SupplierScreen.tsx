import { BUTTON_CODES, CATALOG_ADDRESS_MAX, type SupplierRow } from '@onsite/domain';
import { Form, Input } from 'antd';
import { type CatalogDescription, CatalogScreen } from '../salesCatalog/CatalogScreen';
import { ContactItems, NameItem, RemarkItem, trimmed } from '../salesCatalog/catalogItems';

interface SupplierForm {
  supplierName: string;
  contactName: string;
  phone: string;
  address?: string;
  remark?: string;
}

/** 供应商 (D53): an enterprise's parts and goods suppliers — name (unique in the enterprise), contact, phone, address. */
export const supplierDescription: CatalogDescription<SupplierRow, SupplierForm> = {
  entity: 'supplier',
  codes: {
    list: BUTTON_CODES.supplierList,
    edit: BUTTON_CODES.supplierEdit,
    remove: BUTTON_CODES.supplierRemove,
  },
  idOf: (row) => row.supplierId,
  nameOf: (row) => row.supplierName,
  nameFilter: 'supplierName',
  columns: (t) => [
    { title: t('supplier.name'), dataIndex: 'supplierName', key: 'supplierName' },
    { title: t('common.contactName'), dataIndex: 'contactName', key: 'contactName' },
    { title: t('common.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('supplier.address'), dataIndex: 'address', key: 'address', ellipsis: true },
  ],
  formItems: (t) => (
    <>
      <NameItem t={t} entity="supplier" name="supplierName" />
      <ContactItems t={t} />
      <Form.Item name="address" label={t('supplier.address')}>
        <Input maxLength={CATALOG_ADDRESS_MAX} />
      </Form.Item>
      <RemarkItem t={t} />
    </>
  ),
  valuesOf: (row) =>
    row
      ? {
          supplierName: row.supplierName,
          contactName: row.contactName,
          phone: row.phone,
          address: row.address,
          remark: row.remark,
        }
      : {},
  calls: (client) => {
    const calls = client.enterprise.supplier;
    const body = (values: SupplierForm) => ({
      supplierName: trimmed(values.supplierName),
      contactName: trimmed(values.contactName),
      phone: trimmed(values.phone),
      address: trimmed(values.address),
      remark: trimmed(values.remark),
    });
    return {
      list: (query, signal) => calls.list(query, { signal }),
      add: (enterpriseId, values) => calls.add({ enterpriseId, ...body(values) }),
      update: (row, values) => calls.update({ supplierId: row.supplierId, ...body(values) }),
      change: (row, action) => calls[action]({ supplierId: row.supplierId }),
    };
  },
};

/** 供应商 (catalogue key `supplier`, D53). */
export default function SupplierScreen() {
  return <CatalogScreen description={supplierDescription} />;
}

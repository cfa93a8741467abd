import { BUTTON_CODES, type OrderSourceRow } from '@onsite/domain';
import { type CatalogDescription, CatalogScreen } from '../salesCatalog/CatalogScreen';
import { CodeItem, NameItem, RemarkItem, trimmed } from '../salesCatalog/catalogItems';

interface SourceForm {
  sourceCode: string;
  sourceName: string;
  remark?: string;
}

/** 来源管理 (D53): where an enterprise's orders come from — a code and a name, each unique in the enterprise. */
export const sourceDescription: CatalogDescription<OrderSourceRow, SourceForm> = {
  entity: 'source',
  codes: { list: BUTTON_CODES.sourceList, edit: BUTTON_CODES.sourceEdit, remove: BUTTON_CODES.sourceRemove },
  idOf: (row) => row.sourceId,
  nameOf: (row) => row.sourceName,
  nameFilter: 'sourceName',
  columns: (t) => [
    { title: t('source.code'), dataIndex: 'sourceCode', key: 'sourceCode' },
    { title: t('source.name'), dataIndex: 'sourceName', key: 'sourceName' },
    { title: t('source.orderCount'), dataIndex: 'orderCount', key: 'orderCount' },
  ],
  formItems: (t) => (
    <>
      <CodeItem t={t} entity="source" name="sourceCode" />
      <NameItem t={t} entity="source" name="sourceName" />
      <RemarkItem t={t} />
    </>
  ),
  valuesOf: (row) =>
    row ? { sourceCode: row.sourceCode, sourceName: row.sourceName, remark: row.remark } : {},
  calls: (client) => {
    const calls = client.enterprise.source;
    const body = (values: SourceForm) => ({
      sourceCode: trimmed(values.sourceCode),
      sourceName: trimmed(values.sourceName),
      remark: trimmed(values.remark),
    });
    return {
      list: (query, signal) => calls.list(query, { signal }),
      add: (enterpriseId, values) => calls.add({ enterpriseId, ...body(values) }),
      update: (row, values) => calls.update({ sourceId: row.sourceId, ...body(values) }),
      change: (row, action) => calls[action]({ sourceId: row.sourceId }),
    };
  },
};

/** 来源管理 (catalogue key `source`, D53). */
export default function SourceScreen() {
  return <CatalogScreen description={sourceDescription} />;
}

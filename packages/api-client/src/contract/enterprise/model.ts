import {
  EnterpriseModelTreeSchema,
  EnterpriseOptionSchema,
  IdSchema,
  ModelImportResultSchema,
  ProductModelSchema,
  RemarkTextSchema,
  ZeroOneSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { DownloadFileNameField, optionalId, optionalText, paged, XLSX_MIME } from '../fields';

const modelFields = {
  brandId: IdSchema,
  modelName: Type.String({ minLength: 1, maxLength: 50 }),
  modelCode: Type.String({ maxLength: 50 }),
  remark: RemarkTextSchema,
};
/** Largest model import workbook (D40). */
export const MODEL_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const ModelIdBody = Type.Object({ modelId: IdSchema });

/** Product models and their enterprises (spec 000 §7.9 helper family /enterprise/model). */
export const model = {
  selectEnterpriseModelTree: defineCall({
    method: 'GET',
    path: '/enterprise/model/selectEnterpriseModelTree',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(EnterpriseModelTreeSchema),
    doc: { summary: 'Brand → model tree and the models the enterprise has', path: 'family', payload: 'spec' },
  }),
  queryModel: defineCall({
    method: 'GET',
    path: '/enterprise/model/queryModel',
    query: paged({
      brandId: optionalId(),
      modelName: optionalText(50),
      forbiddenStatus: Type.Optional(ZeroOneSchema),
    }),
    response: PageEnvelope(ProductModelSchema),
    doc: { summary: 'Models screen: paged list', path: 'family', payload: 'chosen' },
  }),
  addModel: defineCall({
    method: 'POST',
    path: '/enterprise/model/addModel',
    body: Type.Object(modelFields),
    response: Envelope(IdSchema),
    doc: { summary: 'Add a model; answers the new modelId', path: 'family', payload: 'chosen' },
  }),
  editModel: defineCall({
    method: 'POST',
    path: '/enterprise/model/editModel',
    body: Type.Object({ modelId: IdSchema, ...modelFields }),
    response: Done,
    doc: { summary: 'Edit a model', path: 'family', payload: 'chosen' },
  }),
  deleteModel: defineCall({
    method: 'POST',
    path: '/enterprise/model/deleteModel',
    body: Type.Object({ modelIds: Type.Array(IdSchema, { minItems: 1, maxItems: 100 }) }),
    response: Done,
    doc: { summary: 'Delete models', path: 'family', payload: 'chosen' },
  }),
  forbiddenModel: defineCall({
    method: 'POST',
    path: '/enterprise/model/forbiddenModel',
    body: ModelIdBody,
    response: Done,
    doc: { summary: 'Disable a model', path: 'family', payload: 'chosen' },
  }),
  enableModel: defineCall({
    method: 'POST',
    path: '/enterprise/model/enableModel',
    body: ModelIdBody,
    response: Done,
    doc: { summary: 'Enable a model', path: 'family', payload: 'chosen' },
  }),
  relateModelEnterprise: defineCall({
    method: 'POST',
    path: '/enterprise/model/relateModelEnterprise',
    body: Type.Object({ modelId: IdSchema, enterpriseIds: Type.Array(IdSchema, { maxItems: 1000 }) }),
    response: Done,
    doc: { summary: 'Set the enterprises a model is related to', path: 'family', payload: 'chosen' },
  }),
  selectAllModel: defineCall({
    method: 'GET',
    path: '/enterprise/model/selectAllModel',
    response: Envelope(Type.Array(ProductModelSchema)),
    doc: { summary: 'Every enabled model', path: 'family', payload: 'none' },
  }),
  selectModelRelated: defineCall({
    method: 'GET',
    path: '/enterprise/model/selectModelRelated',
    query: Type.Object({ modelId: IdSchema }),
    response: Envelope(Type.Array(EnterpriseOptionSchema)),
    doc: { summary: 'Enterprises related to a model', path: 'family', payload: 'chosen' },
  }),
  selectModelEnterprise: defineCall({
    method: 'GET',
    path: '/enterprise/model/selectModelEnterprise',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Type.Array(ProductModelSchema)),
    doc: { summary: 'Models of an enterprise (demand modal, model step)', path: 'family', payload: 'chosen' },
  }),
  importModel: defineCall({
    method: 'POST',
    path: '/enterprise/model/importModel',
    kind: 'upload',
    file: { extensions: ['xlsx'], maxBytes: MODEL_IMPORT_MAX_BYTES },
    response: Envelope(ModelImportResultSchema),
    doc: {
      summary:
        'Import models from an .xlsx (品牌名称, 型号名称, 型号编码, 备注): all or nothing; bad rows give an error workbook (D40)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  downloadErrorModel: defineCall({
    method: 'GET',
    path: '/enterprise/model/downloadErrorModel',
    kind: 'blob',
    query: Type.Object({ fileName: DownloadFileNameField }),
    produces: XLSX_MIME,
    fileName: 'model-import-errors.xlsx',
    doc: { summary: 'Excel of the rows a model import rejected', path: 'family', payload: 'chosen' },
  }),
};

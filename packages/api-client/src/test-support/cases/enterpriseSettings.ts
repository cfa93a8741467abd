import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { exportedWorkbook, idOf, uploadPicture } from './prepare';
import { modelWorkbook } from './xlsx';

type EnterpriseCases = CasesOf<Contract['enterprise']>;

const model = { brandId: 1, modelName: 'AJ-X9 掌静脉锁', modelCode: 'AJX9', remark: '' };

/** The demands of enterprise 1, every type together. */
const demandsOfFirst = async (target: ContractTarget) =>
  Object.values((await target.client.enterprise.demand.list({ enterpriseId: 1 })).demandList).flat();

/** The model the `addModel` case adds, found by its name; `fallback` where the target keeps none. */
const newModelId = async (target: ContractTarget, fallback: number) =>
  idOf(
    (await target.client.enterprise.model.queryModel({ brandId: model.brandId, modelName: model.modelName }))
      .rows,
    (row) => row.modelName === model.modelName,
    (row) => row.modelId,
    fallback,
  );

const brand = { brandName: '合约测试品牌', remark: '' };

/** The brand the `add` case added (D40), found by its name; `fallback` where the target keeps none. */
const newBrandId = async (target: ContractTarget, fallback: number) =>
  idOf(
    (await target.client.enterprise.brand.list({ brandName: brand.brandName })).rows,
    (row) => row.brandName === brand.brandName,
    (row) => row.brandId,
    fallback,
  );

/** A one-row model import under the target's first enabled brand. */
const importWorkbook = async (target: ContractTarget) => {
  const [first] = await target.client.enterprise.brand.selectBrand({});
  return modelWorkbook([[first?.brandName ?? '安居', '合约导入型号', 'CASE1', '']]);
};

/** Cases of the enterprise settings tab, the models and the queries (the rest of the enterprise family). */
export const enterpriseSettingsCases: Pick<
  EnterpriseCases,
  'model' | 'brand' | 'guarantee' | 'demand' | 'demandPic' | 'customInfo' | 'query'
> = {
  model: {
    selectEnterpriseModelTree: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/model/selectEnterpriseModelTree?enterpriseId=1',
      check: (tree) => expect(tree.checkedKeys).toEqual([1, 2]),
      // The models enterprise 1 has are the ones configured last.
      prepare: async (target) => {
        await target.client.enterprise.management.configModel({ enterpriseId: 1, modelIds: [1, 2] });
        return undefined;
      },
    },
    queryModel: { input: { brandId: 1 }, sends: 'GET /enterprise/model/queryModel?brandId=1' },
    addModel: { input: model, sends: 'POST /enterprise/model/addModel', body: AS_INPUT },
    editModel: {
      input: { modelId: 1, ...model, modelName: 'AJ-X9 掌静脉锁（二代）', modelCode: 'AJX9B' },
      sends: 'POST /enterprise/model/editModel',
      body: AS_INPUT,
      // Edits the model the `addModel` case added; a seeded model keeps its name.
      prepare: async (target) => ({
        input: { modelId: await newModelId(target, 1), ...model, remark: '二代' },
      }),
    },
    deleteModel: {
      input: { modelIds: [3] },
      sends: 'POST /enterprise/model/deleteModel',
      body: AS_INPUT,
      // Deletes the model the `addModel` case added; a model linked to enterprises cannot go.
      prepare: async (target) => ({ input: { modelIds: [await newModelId(target, 3)] } }),
    },
    forbiddenModel: { input: { modelId: 2 }, sends: 'POST /enterprise/model/forbiddenModel', body: AS_INPUT },
    enableModel: { input: { modelId: 3 }, sends: 'POST /enterprise/model/enableModel', body: AS_INPUT },
    relateModelEnterprise: {
      input: { modelId: 1, enterpriseIds: [1, 2] },
      sends: 'POST /enterprise/model/relateModelEnterprise',
      body: AS_INPUT,
    },
    selectAllModel: { input: {}, sends: 'GET /enterprise/model/selectAllModel' },
    selectModelRelated: {
      input: { modelId: 1 },
      sends: 'GET /enterprise/model/selectModelRelated?modelId=1',
    },
    selectModelEnterprise: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/model/selectModelEnterprise?enterpriseId=1',
    },
    importModel: {
      input: { file: modelWorkbook([['安居', '合约导入型号', 'CASE1', '']]) },
      sends: 'POST /enterprise/model/importModel',
      check: (result) => expect(result).toMatchObject({ errorCount: 0, errorFile: null }),
      prepare: async (target) => ({ input: { file: await importWorkbook(target) } }),
    },
    downloadErrorModel: {
      input: { fileName: 'exports/model-errors.xlsx' },
      sends: 'GET /enterprise/model/downloadErrorModel?fileName=exports/model-errors.xlsx',
      // No call of the contract imports models, so a stored workbook of an export stands in.
      prepare: async (target) => {
        const fileName = await exportedWorkbook(target, 1, 'exports/model-errors.xlsx');
        return {
          input: { fileName },
          sends: `GET /enterprise/model/downloadErrorModel?fileName=${fileName}`,
        };
      },
    },
  },
  brand: {
    selectBrand: { input: {}, sends: 'GET /enterprise/brand/selectBrand' },
    list: { input: { forbiddenStatus: 0 }, sends: 'GET /enterprise/brand/list?forbiddenStatus=0' },
    add: { input: brand, sends: 'POST /enterprise/brand/add', body: AS_INPUT },
    update: {
      input: { brandId: 3, ...brand, remark: '改' },
      sends: 'POST /enterprise/brand/update',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { brandId: await newBrandId(target, 3), ...brand, remark: '改' },
      }),
    },
    disable: {
      input: { brandId: 3 },
      sends: 'POST /enterprise/brand/disable',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { brandId: await newBrandId(target, 3) } }),
    },
    enable: {
      input: { brandId: 3 },
      sends: 'POST /enterprise/brand/enable',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { brandId: await newBrandId(target, 3) } }),
    },
    remove: {
      input: { brandId: 3 },
      sends: 'POST /enterprise/brand/remove',
      body: AS_INPUT,
      // Removes the brand the `add` case added: a brand with models cannot go.
      prepare: async (target) => ({ input: { brandId: await newBrandId(target, 3) } }),
    },
  },
  guarantee: {
    list: { input: { enterpriseId: 1 }, sends: 'GET /enterprise/guarantee/list?enterpriseId=1' },
    save: {
      input: {
        enterpriseId: 1,
        installType: '1',
        smsNoticeFlag: 1,
        serialNoFlag: 1,
        urgentRatio: 25,
        serialDiagram: 'enterprise/1/barcode-1.png',
        data: [{ orderType: 1, guaranteeTime: 365, relationOrderType: [5], remark: '' }],
      },
      sends: 'POST /enterprise/guarantee/save',
      body: AS_INPUT,
      // The barcode switch needs an example picture that was uploaded (spec 001 §5).
      prepare: async (target) => ({
        input: {
          enterpriseId: 1,
          installType: '1',
          smsNoticeFlag: 1,
          serialNoFlag: 1,
          urgentRatio: 25,
          serialDiagram: await uploadPicture(target, 'barcode.png'),
          data: [{ orderType: 1, guaranteeTime: 365, relationOrderType: [5], remark: '' }],
        },
      }),
    },
  },
  demand: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/demand/list?enterpriseId=1',
      check: (result) => expect(result.demandList.create_order_demand.length).toBeGreaterThan(0),
    },
    add: {
      input: { enterpriseId: 1, demandType: 'price_demand', demandContent: '报价需含税' },
      sends: 'POST /enterprise/demand/add',
      body: AS_INPUT,
    },
    update: {
      input: { demandId: 1, demandContent: '下单需填写门锁型号及颜色' },
      sends: 'POST /enterprise/demand/update',
      body: AS_INPUT,
    },
    disable: { input: { demandId: 1 }, sends: 'POST /enterprise/demand/disable', body: AS_INPUT },
    enable: {
      input: { demandId: 1 },
      sends: 'POST /enterprise/demand/enable',
      body: AS_INPUT,
      // Only a disabled demand can be enabled.
      prepare: async (target) => {
        const first = (await demandsOfFirst(target)).find((row) => row.demandId === 1);
        if (first?.disabledFlag === 0) await target.client.enterprise.demand.disable({ demandId: 1 });
        return undefined;
      },
    },
    remove: { input: { demandId: 2 }, sends: 'POST /enterprise/demand/remove', body: AS_INPUT },
    get: {
      input: { id: 1 },
      sends: 'GET /enterprise/demand/get/1',
      check: (record) => expect(record.demandId).toBe(1),
    },
    configModels: {
      input: { demandId: 1, relaType: 1, relaModelIds: [1] },
      sends: 'POST /enterprise/demand/configModels',
      body: AS_INPUT,
    },
    configOrderTypes: {
      input: { demandId: 1, relaType: 2, relaOrderTypes: [2] },
      sends: 'POST /enterprise/demand/configOrderTypes',
      body: AS_INPUT,
    },
  },
  demandPic: {
    list: { input: { enterpriseId: 1 }, sends: 'GET /enterprise/demandPic/list?enterpriseId=1' },
    add: {
      input: { enterpriseId: 1, picType: 'writeoff_demand', filePaths: ['enterprise/1/demand-sign.jpg'] },
      sends: 'POST /enterprise/demandPic/add',
      body: AS_INPUT,
      // Pictures are saved by the paths the upload answered.
      prepare: async (target) => ({
        input: {
          enterpriseId: 1,
          picType: 'writeoff_demand',
          filePaths: [await uploadPicture(target, 'demand-sign.png')],
        },
      }),
    },
  },
  customInfo: {
    get: { input: { enterpriseId: 1 }, sends: 'GET /enterprise/customInfo/get?enterpriseId=1' },
    save: {
      input: {
        enterpriseId: 1,
        customInfoId: 1,
        info1: '工单需备注楼层',
        info2: '',
        info3: '',
        needSaleOrderCode: 1,
      },
      sends: 'POST /enterprise/customInfo/save',
      body: AS_INPUT,
    },
  },
  query: {
    list: { input: { province: '440000' }, sends: 'GET /enterprise/query/list?province=440000' },
  },
};

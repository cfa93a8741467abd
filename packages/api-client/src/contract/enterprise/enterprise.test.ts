import { describe, expect } from 'vitest';
import { useContractTarget } from '../../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../../test-support/runCases';
import { enterprises } from '../../testing/fixtures/enterprises';
import { type Contract, contract } from '..';

const [lockEnterprise] = enterprises;
if (lockEnterprise === undefined) throw new Error('the fixtures hold a lock enterprise');
const { enterpriseContracts: _contracts, ...profile } = lockEnterprise;
const model = { brandId: 1, modelName: 'AJ-X9 掌静脉锁', modelCode: 'AJX9', remark: '' };

const cases: CasesOf<Contract['enterprise']> = {
  management: {
    selectCombox: { input: {}, sends: 'GET /enterprise/management/selectCombox' },
    selectTree: {
      input: {},
      sends: 'GET /enterprise/management/selectTree',
      check: (tree) => expect(tree.map((node) => node.value)).toEqual(['0', '1']),
    },
    configModel: {
      input: { enterpriseId: 1, modelIds: [1, 2] },
      sends: 'POST /enterprise/management/configModel',
      body: AS_INPUT,
    },
    list: {
      input: { enterpriseName: '安居', types: 0, pageNum: 1, pageSize: 10 },
      sends: 'GET /enterprise/management/list?enterpriseName=安居&types=0&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.types === 0)).toBe(true),
    },
    recordList: {
      input: {
        enterpriseId: 1,
        module: '企业信息',
        startTime: '2024-05-01 00:00:00',
        endTime: '2024-05-31 23:59:59',
      },
      sends:
        'GET /enterprise/management/recordList?enterpriseId=1&module=企业信息&startTime=2024-05-01 00:00:00&endTime=2024-05-31 23:59:59',
      check: (page) => expect(page.rows.every((row) => row.module === '企业信息')).toBe(true),
    },
    add: {
      input: {
        enterpriseName: '佛山新锁科技有限公司',
        enterpriseSysName: '新锁科技',
        types: 0,
        defaultInstallType: '1',
        installTypes: ['1'],
        register: '梁新锁',
        registerPhone: '13712340009',
        marketPrincipal: 3,
        loginName: 'xinsuo',
        userName: '梁新锁',
        phone: '13712340009',
      },
      sends: 'POST /enterprise/management/add',
      body: AS_INPUT,
    },
    get: {
      input: { id: 1 },
      sends: 'GET /enterprise/management/get/1',
      check: (enterprise) => {
        expect(enterprise.contacts.filter((contact) => contact.defaultStatus === 0)).toHaveLength(1);
        expect(enterprise.enterpriseContracts.length).toBeGreaterThan(0);
      },
    },
    update: { input: profile, sends: 'POST /enterprise/management/update', body: AS_INPUT },
    disable: { input: { enterpriseId: 3 }, sends: 'POST /enterprise/management/disable', body: AS_INPUT },
    enable: { input: { enterpriseId: 3 }, sends: 'POST /enterprise/management/enable', body: AS_INPUT },
    remove: { input: { enterpriseId: 3 }, sends: 'POST /enterprise/management/remove', body: AS_INPUT },
    resume: { input: { enterpriseId: 3 }, sends: 'POST /enterprise/management/resume', body: AS_INPUT },
    marketPrincipal: { input: {}, sends: 'GET /enterprise/management/market/principal' },
  },
  contract: {
    list: {
      input: { forbiddenStatus: 0, pageNum: 1, pageSize: 10 },
      sends: 'GET /enterprise/contract/list?forbiddenStatus=0&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.enterpriseName !== '')).toBe(true),
    },
    update: {
      input: { id: 1, contractName: '2024年度门锁安装服务合同（修订）' },
      sends: 'POST /enterprise/contract/update',
      body: AS_INPUT,
    },
    toMain: {
      input: { contractId: 2, enterpriseId: 1 },
      sends: 'POST /enterprise/contract/toMain?contractId=2&enterpriseId=1',
    },
    toNonMain: {
      input: { contractId: 1, enterpriseId: 1 },
      sends: 'POST /enterprise/contract/toNonMain?contractId=1&enterpriseId=1',
    },
    disable: { input: { id: 1 }, sends: 'POST /enterprise/contract/disable?id=1' },
    enable: { input: { id: 2 }, sends: 'POST /enterprise/contract/enable?id=2' },
    remove: { input: { ids: '1,2' }, sends: 'POST /enterprise/contract/remove?ids=1,2' },
  },
  price: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/price/list?enterpriseId=1',
      check: (groups) => expect(groups.map((group) => group.installType)).toEqual(['1', '3']),
    },
    update: {
      input: [
        {
          enterprisePriceId: 2,
          installationTypeCode: '1',
          installType: '门锁安装',
          priceType: 0,
          price: 0,
          orderType: 2,
          proportion: 0,
          priceRemark: '',
        },
      ],
      sends: 'POST /enterprise/price/update',
      body: AS_INPUT,
    },
    accessory: {
      list: { input: { enterpriseId: 1 }, sends: 'GET /enterprise/price/accessory/list/1' },
      update: {
        input: [
          { enterpriseAccessoryId: 2, accessoryPriceThreshold: 80 },
          { enterpriseAccessoryId: 1, remark: '含运费' },
        ],
        sends: 'POST /enterprise/price/accessory/update',
        body: AS_INPUT,
      },
    },
  },
  model: {
    selectEnterpriseModelTree: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/model/selectEnterpriseModelTree?enterpriseId=1',
      check: (tree) => expect(tree.checkedKeys).toEqual([1, 2]),
    },
    queryModel: { input: { brandId: 1 }, sends: 'GET /enterprise/model/queryModel?brandId=1' },
    addModel: { input: model, sends: 'POST /enterprise/model/addModel', body: AS_INPUT },
    editModel: { input: { modelId: 1, ...model }, sends: 'POST /enterprise/model/editModel', body: AS_INPUT },
    deleteModel: { input: { modelIds: [3] }, sends: 'POST /enterprise/model/deleteModel', body: AS_INPUT },
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
    downloadErrorModel: {
      input: { fileName: 'import/2024/06/models.xlsx' },
      sends: 'GET /enterprise/model/downloadErrorModel?fileName=import/2024/06/models.xlsx',
    },
  },
  brand: {
    selectBrand: { input: {}, sends: 'GET /enterprise/brand/selectBrand' },
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
    enable: { input: { demandId: 2 }, sends: 'POST /enterprise/demand/enable', body: AS_INPUT },
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

describe('enterprise calls', () => {
  const target = useContractTarget();
  runCases('enterprise', contract.enterprise, target.client.enterprise, cases, target);
});

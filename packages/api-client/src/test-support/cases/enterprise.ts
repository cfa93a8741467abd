import { isValidPassword } from '@onsite/domain';
import { expect } from 'vitest';
import type { Contract } from '../../contract';
import { enterprises } from '../../testing/fixtures/enterprises';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { enterpriseRequestCases } from './enterpriseRequests';
import { enterpriseServiceCases } from './enterpriseService';
import { enterpriseSettingsCases } from './enterpriseSettings';
import { enterpriseUserCases } from './enterpriseUsers';
import { imageCases } from './images';
import { orderTimeoutCases } from './orderTimeout';
import { partsCases } from './parts';
import { registrationCodeCases } from './registrationCode';
import { salesCatalogCases } from './salesCatalog';

const [lockEnterprise] = enterprises;
if (lockEnterprise === undefined) throw new Error('the fixtures hold a lock enterprise');
const { enterpriseContracts: _contracts, ...profile } = lockEnterprise;

/** The contracts of enterprise 1 as the target holds them now. */
const contractsOfFirst = async (target: ContractTarget) =>
  (await target.client.enterprise.management.get({ id: 1 })).enterpriseContracts ?? [];

export const enterpriseCases: CasesOf<Contract['enterprise']> = {
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
      check: ({ enterpriseId, initialPassword }) => {
        expect(enterpriseId).toBeGreaterThan(0);
        expect(isValidPassword(initialPassword)).toBe(true);
        expect(initialPassword).not.toBe('Onsite@123456');
      },
    },
    get: {
      input: { id: 1 },
      sends: 'GET /enterprise/management/get/1',
      check: (enterprise) => {
        expect(enterprise.contacts.filter((contact) => contact.defaultStatus === 0)).toHaveLength(1);
        expect(enterprise.enterpriseContracts?.length).toBeGreaterThan(0);
      },
    },
    update: {
      input: profile,
      sends: 'POST /enterprise/management/update',
      body: AS_INPUT,
      // The form saves what the details answered (the target's own enterprise 1), its remark changed.
      prepare: async (target) => {
        const { enterpriseContracts: _current, ...details } = await target.client.enterprise.management.get({
          id: 1,
        });
        return { input: { ...details, content: '节假日不安排上门' } };
      },
    },
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
      input: { contractId: 2, enterpriseId: 1 },
      sends: 'POST /enterprise/contract/toNonMain?contractId=2&enterpriseId=1',
      // Only the main contract can be unset.
      prepare: async (target) => {
        const second = (await contractsOfFirst(target)).find((row) => row.id === 2);
        if (second?.isMainContract !== 1) {
          await target.client.enterprise.contract.toMain({ contractId: 2, enterpriseId: 1 });
        }
        return undefined;
      },
    },
    disable: { input: { id: 1 }, sends: 'POST /enterprise/contract/disable?id=1' },
    enable: {
      input: { id: 1 },
      sends: 'POST /enterprise/contract/enable?id=1',
      // Only a disabled contract can be enabled.
      prepare: async (target) => {
        const first = (await contractsOfFirst(target)).find((row) => row.id === 1);
        if (first?.forbiddenStatus !== 1) await target.client.enterprise.contract.disable({ id: 1 });
        return undefined;
      },
    },
    remove: { input: { ids: '1,2' }, sends: 'POST /enterprise/contract/remove?ids=1,2' },
  },
  price: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/price/list?enterpriseId=1',
      check: (groups) => {
        expect(groups.length).toBeGreaterThan(0);
        for (const group of groups) {
          expect(group.prices.every((row) => row.installationTypeCode === group.installType)).toBe(true);
        }
      },
    },
    update: {
      input: [
        {
          enterprisePriceId: 2,
          installationTypeCode: '1',
          installType: '门锁安装',
          priceType: 0,
          price: null,
          orderType: 2,
          proportion: 0,
          priceRemark: '',
        },
      ],
      sends: 'POST /enterprise/price/update',
      body: AS_INPUT,
      // A row as the list answers it, its price cleared (sent as null; saved as 0, spec 001 §5).
      prepare: async (target) => {
        const [group] = await target.client.enterprise.price.list({ enterpriseId: 1 });
        const [row] = group?.prices ?? [];
        return row === undefined ? undefined : { input: [{ ...row, price: null }] };
      },
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
  ...enterpriseSettingsCases,
  ...enterpriseUserCases,
  // D56: staff's registration codes.
  registrationCode: registrationCodeCases,
  // D53: shops, suppliers, channels and order sources.
  ...salesCatalogCases,
  // D61: accessories, commodities, stock parts, storage records and parts orders.
  ...partsCases,
  // D62: the blacklist and the problem list.
  ...enterpriseServiceCases,
  // D63: district prices, deductions and the enterprise requests.
  ...enterpriseRequestCases,
  // D65: order timeouts and overdue orders.
  orderTimeout: orderTimeoutCases,
  // D66: an enterprise's pictures.
  ...imageCases,
};

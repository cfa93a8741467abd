import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { Contract } from '../../contract';
import {
  accessoryGroups,
  brandRows,
  brands,
  customInfos,
  demandLists,
  demandPictures,
  demandRecords,
  enterpriseAllowance,
  enterpriseContracts,
  enterpriseHistory,
  enterpriseListRows,
  enterpriseModelIds,
  enterpriseRoles,
  enterpriseSignInAccounts,
  enterprises,
  enterpriseUsers,
  installTypeSettings,
  modelTreeOf,
  priceGroups,
  productModels,
  usersByDept,
} from '../fixtures';
import { FIXTURE_INITIAL_PASSWORD } from './auth';
import { enterpriseRequestAnswers } from './enterpriseRequests';
import { enterpriseServiceAnswers } from './enterpriseService';
import { imageAnswers } from './images';
import { orderTimeoutAnswers } from './orderTimeout';
import { partsAnswers } from './parts';
import { registrationCodeAnswers } from './registrationCode';
import { salesCatalogAnswers } from './salesCatalog';
import type { AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

const enterpriseOf = (enterpriseId: number) =>
  found(
    enterprises.find((enterprise) => enterprise.enterpriseId === enterpriseId),
    '企业',
  );

const listFilters = (query: {
  enterpriseName?: string;
  types?: 0 | 1;
  marketPrincipal?: number;
  forbiddenStatus?: 0 | 1;
  delStatus?: 0 | 1;
  installType?: string;
}) =>
  filterRows(enterpriseListRows, {
    enterpriseName: query.enterpriseName,
    types: query.types,
    marketPrincipal: query.marketPrincipal,
    forbiddenStatus: query.forbiddenStatus,
    delStatus: query.delStatus,
  }).filter((row) => query.installType === undefined || row.installTypes.includes(query.installType));

export const enterpriseAnswers: AnswersOf<Contract['enterprise']> = {
  management: {
    selectCombox: () =>
      enterpriseListRows.map(({ enterpriseId, enterpriseName }) => ({ enterpriseId, enterpriseName })),
    selectTree: () =>
      [
        { value: '0', label: '锁企' },
        { value: '1', label: '电信' },
      ].map((type) => ({
        ...type,
        children: enterpriseListRows
          .filter((row) => String(row.types) === type.value)
          .map((row) => ({ value: String(row.enterpriseId), label: row.enterpriseName })),
      })),
    configModel: () => null,
    list: listFilters,
    recordList: (query) =>
      filterRows(enterpriseHistory, {
        enterpriseName: enterpriseOf(query.enterpriseId).enterpriseName,
        module: query.module,
        operateType: query.operateType,
        operateBy: query.operateBy,
      }),
    add: () => ({ enterpriseId: enterpriseListRows.length + 1, initialPassword: FIXTURE_INITIAL_PASSWORD }),
    get: ({ id }) => enterpriseOf(id),
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
    resume: () => null,
    marketPrincipal: () => usersByDept[104] ?? [],
  },
  contract: {
    list: (query) =>
      filterRows(
        enterpriseContracts.map((contract) => ({
          ...contract,
          enterpriseName: enterpriseOf(contract.enterpriseId).enterpriseName,
        })),
        {
          enterpriseId: query.enterpriseId,
          enterpriseName: query.enterpriseName,
          contractNo: query.contractNo,
          contractName: query.contractName,
          isMainContract: query.isMainContract,
          forbiddenStatus: query.forbiddenStatus,
        },
      ),
    update: () => null,
    toMain: () => null,
    toNonMain: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
  },
  price: {
    list: ({ enterpriseId }) => priceGroups[enterpriseOf(enterpriseId).enterpriseId] ?? [],
    update: () => null,
    accessory: {
      list: ({ enterpriseId }) => accessoryGroups[enterpriseOf(enterpriseId).enterpriseId] ?? [],
      update: () => null,
    },
  },
  model: {
    selectEnterpriseModelTree: ({ enterpriseId }) => modelTreeOf(enterpriseId),
    queryModel: (query) =>
      filterRows(productModels, {
        brandId: query.brandId,
        modelName: query.modelName,
        forbiddenStatus: query.forbiddenStatus,
      }),
    addModel: () => productModels.length + 1,
    editModel: () => null,
    deleteModel: () => null,
    forbiddenModel: () => null,
    enableModel: () => null,
    relateModelEnterprise: () => null,
    selectAllModel: () => productModels.filter((model) => model.forbiddenStatus === 0),
    selectModelRelated: ({ modelId }) =>
      enterpriseListRows
        .filter((row) => (enterpriseModelIds[row.enterpriseId] ?? []).includes(modelId))
        .map(({ enterpriseId, enterpriseName }) => ({ enterpriseId, enterpriseName })),
    selectModelEnterprise: ({ enterpriseId }) =>
      productModels.filter((model) => (enterpriseModelIds[enterpriseId] ?? []).includes(model.modelId)),
    importModel: () => ({ importedCount: 2, errorCount: 0, errorFile: null }),
    downloadErrorModel: () => ({
      body: FAKE_XLSX,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: '型号导入错误.xlsx',
    }),
  },
  brand: {
    selectBrand: () => brands,
    list: (query) =>
      filterRows(brandRows, { brandName: query.brandName, forbiddenStatus: query.forbiddenStatus }),
    add: () => brandRows.length + 1,
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
  },
  guarantee: {
    list: ({ enterpriseId }) => installTypeSettings[enterpriseOf(enterpriseId).enterpriseId] ?? [],
    save: () => null,
  },
  demand: {
    list: ({ enterpriseId }) => ({
      demandList: found(demandLists[enterpriseOf(enterpriseId).enterpriseId], '企业要求'),
    }),
    add: () => 100,
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
    get: ({ id }) =>
      found(
        demandRecords.find((record) => record.demandId === id),
        '要求',
      ),
    configModels: () => null,
    configOrderTypes: () => null,
  },
  demandPic: {
    list: ({ enterpriseId }) => demandPictures.filter((picture) => picture.enterpriseId === enterpriseId),
    add: () => null,
  },
  customInfo: {
    get: ({ enterpriseId }) => customInfos.find((info) => info.enterpriseId === enterpriseId) ?? null,
    save: () => null,
  },
  // D45: the enterprise administrator's users and roles.
  enterpriseUser: {
    list: (query) =>
      filterRows(enterpriseUsers, {
        loginName: query.loginName,
        userName: query.userName,
        status: query.status,
      }),
    add: () => ({ userId: 303, initialPassword: FIXTURE_INITIAL_PASSWORD }),
    edit: () => null,
    changeStatus: () => null,
    resetPwd: () => null,
    remove: () => null,
  },
  // D62: staff's view of every enterprise's accounts (refused to enterprise users, as the server does).
  enterpriseAccount: {
    list: (query, context) => {
      if (context.user.userType === USER_TYPE_ENTERPRISE)
        throw new AnswerFailure(
          '没有权限执行「企业账号」（仅平台人员可操作，企业管理员请使用企业用户），请联系管理员授权',
          403,
        );
      return filterRows(enterpriseSignInAccounts, {
        enterpriseId: query.enterpriseId,
        loginName: query.loginName,
        userName: query.userName,
        status: query.status,
      });
    },
    changeStatus: () => null,
    resetPwd: () => null,
    unlock: ({ userId }) => {
      const row = found(
        enterpriseSignInAccounts.find((account) => account.userId === userId),
        `企业账号 ${userId} `,
      );
      if (row.lockedUntil === null) throw new AnswerFailure('该账号未被锁定');
      return null;
    },
  },
  enterpriseRole: {
    list: (query) => filterRows(enterpriseRoles, { roleName: query.roleName, status: query.status }),
    allowance: () => enterpriseAllowance,
    add: () => 203,
    edit: () => null,
    changeStatus: () => null,
    remove: () => null,
  },
  query: {
    list: listFilters,
  },
  // D56 (answers/registrationCode.ts).
  registrationCode: registrationCodeAnswers,
  // D53 (answers/salesCatalog.ts).
  ...salesCatalogAnswers,
  // D61 (answers/parts.ts).
  ...partsAnswers,
  // D62 (answers/enterpriseService.ts).
  ...enterpriseServiceAnswers,
  // D63 (answers/enterpriseRequests.ts).
  ...enterpriseRequestAnswers,
  // D65 (answers/orderTimeout.ts).
  orderTimeout: orderTimeoutAnswers,
  // D66 (answers/images.ts).
  ...imageAnswers,
};

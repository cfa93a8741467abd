import { PERMISSION_CODES, type PermissionCode } from '@onsite/domain';
import { describe, expect, it } from 'vitest';
import { enterpriseInfoAccess } from './access';

const holding =
  (...codes: PermissionCode[]) =>
  (code: PermissionCode) =>
    codes.includes(code);
const everything = holding(...PERMISSION_CODES);
const VIEW_CODES = PERMISSION_CODES.filter((code) => code.startsWith('view'));

describe('enterpriseInfoAccess (spec 001 §6)', () => {
  it('lets a user with every code edit everything, the sales-order code only as platform super', () => {
    const access = enterpriseInfoAccess(everything, { editable: true, platformSuper: false });
    expect(access).toMatchObject({
      viewTab: true,
      editCommon: true,
      editBasicInner: true,
      editPrincipal: true,
      editAccount: true,
      editInner: true,
      editLists: true,
      editSaleOrderCode: false,
      submit: true,
      contracts: { list: true, upload: true, edit: true, remove: true, info: true },
    });
    expect(enterpriseInfoAccess(everything, { editable: true, platformSuper: true }).editSaleOrderCode).toBe(
      true,
    );
  });

  it('makes every edit read-only when enterpriseShow is 0, keeping contract view and download', () => {
    const access = enterpriseInfoAccess(everything, { editable: false, platformSuper: true });
    expect(access).toMatchObject({
      viewTab: true,
      viewPrincipal: true,
      viewAccount: true,
      viewInner: true,
      editCommon: false,
      editInner: false,
      editSaleOrderCode: false,
      submit: false,
      contracts: { list: true, upload: false, edit: false, remove: false, info: true },
    });
  });

  it('lets enterpriseContractInfo alone decide view and download, in both modes (issue 15 item 6)', () => {
    const viewer = holding('viewBaseData', 'enterpriseContractList:query:list', 'enterpriseContractInfo');
    for (const editable of [true, false]) {
      expect(enterpriseInfoAccess(viewer, { editable, platformSuper: false }).contracts).toEqual({
        list: true,
        upload: false,
        edit: false,
        remove: false,
        info: true,
      });
    }
    const lister = holding('viewBaseData', 'enterpriseContractList:query:list');
    expect(enterpriseInfoAccess(lister, { editable: false, platformSuper: false }).contracts.info).toBe(
      false,
    );
  });

  it('shows a viewer every group and no edit', () => {
    const viewer = holding(...VIEW_CODES, 'enterpriseContractList:query:list', 'enterpriseContractInfo');
    const access = enterpriseInfoAccess(viewer, { editable: true, platformSuper: false });
    expect(access).toMatchObject({
      viewPrincipal: true,
      viewAccount: true,
      viewInner: true,
      submit: false,
      contracts: { list: true, upload: false, edit: false, remove: false, info: true },
    });
  });

  it('treats an edit code as its view code, and needs the list code for any contract control', () => {
    const access = enterpriseInfoAccess(
      holding('viewBaseData', 'editAccountInfo', 'editEnterpriseContract'),
      {
        editable: true,
        platformSuper: false,
      },
    );
    expect(access.viewAccount).toBe(true);
    expect(access.viewPrincipal).toBe(false);
    expect(access.contracts).toEqual({ list: false, upload: false, edit: false, remove: false, info: false });
  });

  it('hides the whole tab without viewBaseData or with hideEnterpriseInfo', () => {
    expect(
      enterpriseInfoAccess(holding('editCommonInfo'), { editable: true, platformSuper: true }),
    ).toMatchObject({
      viewTab: false,
      editCommon: false,
      editSaleOrderCode: false,
      submit: false,
    });
    const hidden = enterpriseInfoAccess(everything, {
      editable: true,
      hideEnterpriseInfo: true,
      platformSuper: true,
    });
    expect(hidden.viewTab).toBe(false);
    expect(hidden.contracts.list).toBe(false);
  });
});

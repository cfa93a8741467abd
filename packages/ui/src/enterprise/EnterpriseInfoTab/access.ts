import type { PermissionCode } from '@onsite/domain';

/** What the signed-in user may see and change in tab 1 (spec 001 §6), with edit mode and hide flag applied. */
export interface EnterpriseInfoAccess {
  /** viewBaseData, unless the opener hides the enterprise info permission. */
  viewTab: boolean;
  /** editCommonInfo: name, short name, default install type, install types, enterprise type, contacts per type. */
  editCommon: boolean;
  /** editBasicInnerInfo: registrant, phone, register time, market principal. */
  editBasicInner: boolean;
  viewPrincipal: boolean;
  editPrincipal: boolean;
  /** view/editAccountInfo: payment, settlement, invoice, bank, address, tax. */
  viewAccount: boolean;
  editAccount: boolean;
  /** view/editInnerInfo: star, importance, order principals, order behaviour, remark, custom info. */
  viewInner: boolean;
  editInner: boolean;
  /** The sales-order-code switch: user type '00' only (spec 001 §5). */
  editSaleOrderCode: boolean;
  /** Return addresses and send requirements (placed with the inner info, as the reference server does). */
  editLists: boolean;
  contracts: ContractAccess;
  /** Whether anything can be changed, hence whether the submit button is shown. */
  submit: boolean;
}

/** The contract table's permissions (spec 001 §6). */
export interface ContractAccess {
  /** enterpriseContractList:query:list — the table. */
  list: boolean;
  /** Upload: the list code and editEnterpriseContract (adding a contract is an edit). */
  upload: boolean;
  /** editEnterpriseContract: inline edit, main switch, enable, disable. */
  edit: boolean;
  /** deleteEnterpriseContract. */
  remove: boolean;
  /** enterpriseContractInfo: view or download, in edit and read-only mode alike (issue 15 item 6). */
  info: boolean;
}

export interface AccessInput {
  /** enterpriseShow 1; false makes everything read-only (nothing interactive). */
  editable: boolean;
  /** 1 hides the enterprise info permission (the tab shows nothing). */
  hideEnterpriseInfo?: boolean | undefined;
  /** User type '00' or user id 1 (D9). */
  platformSuper: boolean;
}

/**
 * The access of tab 1. An edit code implies its view code; in read-only mode (enterpriseShow 0)
 * every edit is off. Viewing and downloading a contract are reading: they follow
 * enterpriseContractInfo alone (spec 001 §6), in both modes, wherever the table shows.
 */
export function enterpriseInfoAccess(
  can: (code: PermissionCode) => boolean,
  { editable, hideEnterpriseInfo = false, platformSuper }: AccessInput,
): EnterpriseInfoAccess {
  const viewTab = can('viewBaseData') && !hideEnterpriseInfo;
  const edit = (code: PermissionCode) => viewTab && editable && can(code);
  const editPrincipal = edit('editPrincipalInfo');
  const editAccount = edit('editAccountInfo');
  const editInner = edit('editInnerInfo');
  const list = viewTab && can('enterpriseContractList:query:list');
  const contractEdit = list && edit('editEnterpriseContract');
  const access = {
    viewTab,
    editCommon: edit('editCommonInfo'),
    editBasicInner: edit('editBasicInnerInfo'),
    viewPrincipal: viewTab && (can('viewPrincipalInfo') || editPrincipal),
    editPrincipal,
    viewAccount: viewTab && (can('viewAccountInfo') || editAccount),
    editAccount,
    viewInner: viewTab && (can('viewInnerInfo') || editInner),
    editInner,
    editSaleOrderCode: viewTab && editable && platformSuper,
    editLists: editInner,
    contracts: {
      list,
      upload: contractEdit,
      edit: contractEdit,
      remove: list && edit('deleteEnterpriseContract'),
      info: list && can('enterpriseContractInfo'),
    },
  };
  const submit =
    access.editCommon ||
    access.editBasicInner ||
    editPrincipal ||
    editAccount ||
    editInner ||
    access.editSaleOrderCode;
  return { ...access, submit };
}

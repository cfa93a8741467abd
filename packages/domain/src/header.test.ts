import { describe, expect, it } from 'vitest';
import {
  ASSIGN_NE,
  ASSIGN_ON,
  applyAssignStatus,
  applyWorkStatus,
  type HeaderUser,
  headerFeatures,
  WORK_NE,
  WORK_ON,
  type WorkStatusCode,
} from './header';

describe('headerFeatures (spec 000 §2.4, §4.2, §6)', () => {
  it('gives an enterprise user (22) order-now and the completed reminders, without inquiry master or held orders', () => {
    const features = headerFeatures({ userType: '22', deptId: 200, roleIds: '2' }, {});
    expect(features).toMatchObject({
      orderNow: true,
      reminderBadge: true,
      reminderLabel: 'completed',
      inquiryMaster: false,
      heldOrders: false,
    });
  });

  it('gives the platform super type (00) the pending reminders but not order-now', () => {
    const screens = ['masterQuery', 'walletList', 'orderList'];
    expect(headerFeatures({ userType: '00' }, { screens })).toMatchObject({
      orderNow: false,
      reminderBadge: true,
      reminderLabel: 'pending',
      inquiryMaster: true,
      heldOrders: true,
    });
  });

  it('gives other users no reminder badge', () => {
    expect(headerFeatures({ userType: '1' }, {})).toMatchObject({
      reminderBadge: false,
      reminderLabel: null,
    });
  });

  it('shows the work switch to dept 103 and 106, auto-accept only to 103 in post', () => {
    expect(headerFeatures({ deptId: 103 }, { workStatus: WORK_ON })).toMatchObject({
      workSwitch: true,
      autoAcceptSwitch: true,
      exitSummaryCounts: true,
    });
    expect(headerFeatures({ deptId: '103' }, { workStatus: WORK_NE }).autoAcceptSwitch).toBe(false);
    expect(headerFeatures({ deptId: 103 }, {}).autoAcceptSwitch).toBe(false);
    expect(headerFeatures({ deptId: '106' }, { workStatus: WORK_ON })).toMatchObject({
      workSwitch: true,
      autoAcceptSwitch: false,
      exitSummaryCounts: false,
    });
    expect(headerFeatures({ deptId: 104 }, { workStatus: WORK_ON }).workSwitch).toBe(false);
  });

  it('hides the account menu only when the pay identification flag is 9', () => {
    expect(headerFeatures({}, { payIdentification: 9 }).accountMenu).toBe(false);
    expect(headerFeatures({}, { payIdentification: '9' }).accountMenu).toBe(false);
    expect(headerFeatures({}, { payIdentification: 1 }).accountMenu).toBe(true);
    expect(headerFeatures({}, {}).accountMenu).toBe(true);
  });

  it('lets role 29 add duty technicians, from a comma list or an array', () => {
    expect(headerFeatures({ roleIds: '1,29' }, {}).addDutyTechnician).toBe(true);
    expect(headerFeatures({ roleIds: [29] }, {}).addDutyTechnician).toBe(true);
    expect(headerFeatures({ roleIds: ['29'] }, {}).addDutyTechnician).toBe(true);
    expect(headerFeatures({ roleIds: '2,290' }, {}).addDutyTechnician).toBe(false);
    // User 1 may do everything (spec 000 §6), as the server lets it.
    expect(headerFeatures({ userId: 1, roleIds: '1' }, {}).addDutyTechnician).toBe(true);
    expect(headerFeatures({ userId: '1' }, {}).addDutyTechnician).toBe(true);
    expect(headerFeatures({ userId: 2, roleIds: '1' }, {}).addDutyTechnician).toBe(false);
  });

  it("shows an entry that opens a screen only when the screen is the user's and its first call answers them (issue 16 item 3)", () => {
    const staff = { userId: 2, userType: '01', buttons: ['order:order:list'] };
    // 查询师傅 is not built (so not among the screens), 企业金额 needs the wallet code as well.
    expect(headerFeatures(staff, { screens: ['orderList', 'walletList'] })).toMatchObject({
      inquiryMaster: false,
      enterpriseAmount: false,
      heldOrders: true,
    });
    expect(
      headerFeatures(
        { ...staff, buttons: ['finance:wallet:query'] },
        { screens: ['orderList', 'walletList'] },
      ),
    ).toMatchObject({ enterpriseAmount: true, heldOrders: false });
    expect(headerFeatures(staff, { screens: [] })).toMatchObject({
      inquiryMaster: false,
      enterpriseAmount: false,
      heldOrders: false,
    });
    expect(headerFeatures(staff, { screens: ['masterQuery'] }).inquiryMaster).toBe(true);
  });

  it('shows the reminder badge only to users whose reminder list the server answers (order list code)', () => {
    expect(headerFeatures({ userId: 9, userType: '22', buttons: ['finance:bill:list'] }, {})).toMatchObject({
      reminderBadge: false,
      reminderLabel: null,
    });
    expect(
      headerFeatures({ userId: 9, userType: '22', buttons: ['order:order:list'] }, {}).reminderBadge,
    ).toBe(true);
  });

  it('answers the all-users defaults for a missing user or context', () => {
    expect(headerFeatures(null, null)).toEqual({
      orderNow: false,
      reminderBadge: false,
      reminderLabel: null,
      workSwitch: false,
      autoAcceptSwitch: false,
      inquiryMaster: false,
      enterpriseAmount: false,
      heldOrders: false,
      todoList: true,
      accountMenu: true,
      addDutyTechnician: false,
      exitSummaryCounts: false,
    });
    expect(
      headerFeatures({ userType: {}, deptId: [], roleIds: {} } as unknown as HeaderUser).workSwitch,
    ).toBe(false);
  });
});

describe('applyWorkStatus (spec 000 §4.2)', () => {
  it('forces auto-accept off when going off post', () => {
    expect(applyWorkStatus({ workStatus: WORK_ON, assignStatus: ASSIGN_ON }, WORK_NE)).toEqual({
      workStatus: WORK_NE,
      assignStatus: ASSIGN_NE,
    });
  });

  it('keeps auto-accept when going in post', () => {
    expect(applyWorkStatus({ workStatus: WORK_NE, assignStatus: ASSIGN_NE }, WORK_ON)).toEqual({
      workStatus: WORK_ON,
      assignStatus: ASSIGN_NE,
    });
  });

  it('keeps other fields, does not change the state given, ignores unknown statuses', () => {
    const state = { workStatus: WORK_ON, assignStatus: ASSIGN_ON, userId: 7 } as const;
    expect(applyWorkStatus(state, WORK_NE)).toEqual({
      workStatus: WORK_NE,
      assignStatus: ASSIGN_NE,
      userId: 7,
    });
    expect(state.assignStatus).toBe(ASSIGN_ON);
    expect(applyWorkStatus(state, 'OFF' as WorkStatusCode)).toEqual(state);
  });
});

describe('applyAssignStatus', () => {
  it('turns auto-accept on only in post, and off at any time', () => {
    expect(applyAssignStatus({ workStatus: WORK_ON, assignStatus: ASSIGN_NE }, ASSIGN_ON).assignStatus).toBe(
      ASSIGN_ON,
    );
    expect(applyAssignStatus({ workStatus: WORK_NE, assignStatus: ASSIGN_NE }, ASSIGN_ON).assignStatus).toBe(
      ASSIGN_NE,
    );
    expect(applyAssignStatus({ workStatus: WORK_ON, assignStatus: ASSIGN_ON }, ASSIGN_NE).assignStatus).toBe(
      ASSIGN_NE,
    );
  });
});

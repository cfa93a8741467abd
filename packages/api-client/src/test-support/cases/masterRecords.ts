import { addDays, addYears } from '@onsite/domain';
import { expect } from 'vitest';
import type { masterRecords } from '../../contract/masterRecords';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { idOf, uploadPicture } from './prepare';
import { ownSession, signIn } from './sessions';

/** The dispatch supervisor decides the ID card the administrator submitted (nobody reviews their own). */
const DISPATCHER_SIGN_IN = signIn('dispatcher', 'Dispatch@123');

/** The label the add case created (on a server that keeps state), else the fixtures' unused label 6. */
async function addedLabel(target: ContractTarget): Promise<number> {
  const { rows } = await target.client.master.label.list({ labelName: '可开发票', pageSize: 10 });
  return idOf(
    rows,
    (row) => row.labelName === '可开发票',
    (row) => row.labelId,
    6,
  );
}

/** The contract the add case created for 梁师傅 (master 8), else the fixtures' pending contract 6. */
async function addedContract(target: ContractTarget): Promise<number> {
  const { rows } = await target.client.master.contract.list({
    masterName: '梁师傅',
    state: 'pending',
    pageSize: 10,
  });
  return idOf(
    rows,
    (row) => row.masterName === '梁师傅',
    (row) => row.contractId,
    6,
  );
}

/** A period far ahead (pending, never past), within the five years a contract may run. */
const LATER = { startDate: '2035-01-01', endDate: '2035-12-31' } as const;

/** D54: labels, contracts and ID card reviews (as the administrator unless said). */
export const masterRecordsCases: CasesOf<typeof masterRecords> = {
  label: {
    list: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /master/label/list?pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.find((row) => row.labelName === '金牌师傅')?.masterCount).toBeGreaterThan(0);
        expect(page.rows.find((row) => row.labelName === '节假日可派')?.status).toBe('1');
      },
    },
    add: {
      input: { labelName: '可开发票', color: 'blue', status: '0', remark: '' },
      sends: 'POST /master/label/add',
      body: AS_INPUT,
      check: (label) => expect(label).toMatchObject({ labelName: '可开发票', color: 'blue', masterCount: 0 }),
    },
    edit: {
      input: {
        labelId: 6,
        labelName: '可开发票',
        color: 'cyan',
        status: '0',
        remark: '师傅可为客户开具发票',
      },
      sends: 'POST /master/label/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          labelId: await addedLabel(target),
          labelName: '可开发票',
          color: 'cyan',
          status: '0',
          remark: '师傅可为客户开具发票',
        },
      }),
      check: (label) => expect(label).toMatchObject({ color: 'cyan', remark: '师傅可为客户开具发票' }),
    },
    remove: {
      input: { labelId: 6 },
      sends: 'POST /master/label/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { labelId: await addedLabel(target) } }),
    },
    masters: {
      input: { labelId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /master/label/masters?labelId=1&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.map((row) => row.masterName)).toContain('郭师傅'),
    },
    assign: {
      // 需复训 (label 6) to 何师傅 (master 13).
      input: { labelId: 6, masterIds: [13] },
      sends: 'POST /master/label/assign',
      body: AS_INPUT,
      check: (label) => expect(label.masterCount).toBeGreaterThan(0),
    },
    unassign: {
      input: { labelId: 6, masterId: 13 },
      sends: 'POST /master/label/unassign',
      body: AS_INPUT,
    },
    setOfMaster: {
      // 郭师傅 keeps 金牌师傅 (1) and loses 夜间可派 (3).
      input: { masterId: 1, labelIds: [1] },
      sends: 'POST /master/label/setOfMaster',
      body: AS_INPUT,
      check: (master) => expect(master.labels.map((label) => label.labelName)).toEqual(['金牌师傅']),
    },
  },
  contract: {
    list: {
      input: { state: 'active', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/contract/list?state=active&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'active' && row.daysLeft !== null)).toBe(true);
      },
    },
    add: {
      // 梁师傅 (master 8) has no contract yet.
      input: { masterId: 8, contractNo: '', ...LATER, filePath: null, remark: '' },
      sends: 'POST /master/contract/add',
      body: AS_INPUT,
      check: (contract) => {
        expect(contract).toMatchObject({ masterId: 8, state: 'pending', signDate: null });
        expect(contract.contractNo).toMatch(/^SC\d{12}$/);
      },
    },
    edit: {
      input: {
        contractId: 6,
        ...LATER,
        filePath: 'uploads/enterprise/20240610/signed.png',
        remark: '已签回',
      },
      sends: 'POST /master/contract/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          contractId: await addedContract(target),
          ...LATER,
          filePath: await uploadPicture(target, 'signed.png'),
          remark: '已签回',
        },
      }),
      check: (contract) => {
        expect(contract.state).toBe('upcoming');
        expect(contract.fileName).not.toBeNull();
      },
    },
    renew: {
      // 马师傅's contract (3) ends soon: a year more from the day after its end.
      input: { contractId: 3, contractNo: '', endDate: '2025-06-30', filePath: null, remark: '续签一年' },
      sends: 'POST /master/contract/renew',
      body: AS_INPUT,
      prepare: async (target) => {
        const { rows } = await target.client.master.contract.list({ masterId: 2, pageSize: 10 });
        const current = rows.find((row) => row.contractId === 3);
        if (current === undefined) return undefined;
        return {
          input: {
            contractId: 3,
            contractNo: '',
            endDate: addYears(addDays(current.endDate, 1), 1),
            filePath: null,
            remark: '续签一年',
          },
        };
      },
      check: (contract) => expect(contract).toMatchObject({ masterName: '马师傅', state: 'pending' }),
    },
    terminate: {
      // 胡师傅's contract (4), already followed by its renewal.
      input: { contractId: 4, reason: '师傅离职' },
      sends: 'POST /master/contract/terminate',
      body: AS_INPUT,
      check: (contract) =>
        expect(contract).toMatchObject({ state: 'terminated', terminateReason: '师傅离职' }),
    },
  },
  idCard: {
    list: {
      input: { idCardState: 'pending', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/idCard/list?idCardState=pending&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.every((row) => row.idCardState === 'pending')).toBe(true);
        expect(page.rows.map((row) => row.masterName)).toContain('邓师傅');
      },
    },
    submit: {
      // 曹师傅 (16), refused for a blurred picture, sent again with both sides.
      input: {
        masterId: 16,
        holderName: '曹文华',
        idCardNo: '310115199002285796',
        frontPath: 'uploads/enterprise/20240610/front.png',
        backPath: 'uploads/enterprise/20240610/back.png',
      },
      sends: 'POST /master/idCard/submit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          masterId: 16,
          holderName: '曹文华',
          idCardNo: '310115199002285796',
          frontPath: await uploadPicture(target, 'front.png'),
          backPath: await uploadPicture(target, 'back.png'),
        },
      }),
      check: (card) =>
        expect(card).toMatchObject({ idCardState: 'pending', hasPictures: true, holderName: '曹文华' }),
    },
    approve: {
      input: { masterId: 16 },
      sends: 'POST /master/idCard/approve',
      body: AS_INPUT,
      prepare: async (target) => {
        const session = await ownSession(target, DISPATCHER_SIGN_IN);
        return { cleanup: session.restore };
      },
      check: (card) => expect(card).toMatchObject({ idCardState: 'approved', reviewBy: '王派单' }),
    },
    refuse: {
      // 邓师傅 (15), submitted by 孙调度.
      input: { masterId: 15, reason: '照片不全，请补充国徽面' },
      sends: 'POST /master/idCard/refuse',
      body: AS_INPUT,
      check: (card) =>
        expect(card).toMatchObject({ idCardState: 'refused', refuseReason: '照片不全，请补充国徽面' }),
    },
  },
};

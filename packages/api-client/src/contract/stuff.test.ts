import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

const cases: CasesOf<Contract['stuff']> = {
  stuff: {
    getuser: {
      input: {},
      sends: 'POST /stuff/stuff/getuser',
      check: (user) => expect(user.roleIds).toMatch(/^\d+(,\d+)*$/),
    },
    logininfo: { input: { pageNum: 1, pageSize: 5 }, sends: 'POST /stuff/stuff/logininfo', body: AS_INPUT },
    getWorkStatus: { input: {}, sends: 'GET /stuff/stuff/getWorkStatus' },
    stuffassignstatus: {
      input: { assignStatus: 'ASSIGN_ON' },
      sends: 'POST /stuff/stuff/stuffassignstatus',
      body: AS_INPUT,
    },
    stuffworkstatus: {
      input: { workStatus: 'WORK_NE' },
      sends: 'POST /stuff/stuff/stuffworkstatus',
      body: AS_INPUT,
    },
    stuffexitmsg: {
      input: {},
      sends: 'POST /stuff/stuff/stuffexitmsg',
      check: (summary) => expect(summary.outstandOrderCount).toBeGreaterThanOrEqual(0),
    },
  },
  record: {
    list: { input: { userId: 2 }, sends: 'GET /stuff/record/list?userId=2' },
    clearExportRecord: { input: { userId: 2 }, sends: 'GET /stuff/record/clearExportRecord?userId=2' },
  },
  technical: {
    getSupportWorkNo: { input: {}, sends: 'GET /stuff/technical/getSupportWorkNo' },
    getTechnicalList: { input: {}, sends: 'GET /stuff/technical/getTechnicalList' },
    save: {
      input: [{ technicalId: 12, technicalName: '唐技术', phonenumber: '13500000012' }],
      sends: 'POST /stuff/technical/save',
      body: AS_INPUT,
    },
  },
};

describe('stuff calls', () => {
  const target = useContractTarget();
  runCases('stuff', contract.stuff, target.client.stuff, cases, target);
});

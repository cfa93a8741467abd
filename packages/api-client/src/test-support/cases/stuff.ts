import { expect } from 'vitest';
import type { Contract } from '../../contract';
import { AS_INPUT, type CasesOf } from '../runCases';

export const stuffCases: CasesOf<Contract['stuff']> = {
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
      // Auto-accept needs the user on post (spec 000 §4.4).
      prepare: async (target) => {
        await target.client.stuff.stuff.stuffworkstatus({ workStatus: 'WORK_ON' });
        return undefined;
      },
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
    list: { input: { userId: 1 }, sends: 'GET /stuff/record/list?userId=1' },
    clearExportRecord: {
      input: { userId: 1 },
      sends: 'GET /stuff/record/clearExportRecord?userId=1',
      // Something to clear: an export of the signed-in admin (user 1).
      prepare: async (target) => {
        await target.client.order.customer.export({ status: 0 });
        return undefined;
      },
    },
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

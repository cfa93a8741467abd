import {
  AssignStatusValueSchema,
  DutyTechnicianSchema,
  ExitSummarySchema,
  ExportRecordSchema,
  HeaderProfileSchema,
  IdSchema,
  LoginRecordSchema,
  MAX_PAGE_NUM,
  WorkStatusInfoSchema,
  WorkStatusValueSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';

const TechnicianListSchema = Type.Array(DutyTechnicianSchema);

/**
 * The header's calls on the signed-in staff member: profile, recent logins, work and assign
 * status, exit summary, downloads and duty technicians (spec 000 §7.1, 7.3, 7.7). The live
 * channel `/stuff/webSocket/info/{userId}` is not an HTTP call: see `createLiveChannel`.
 */
export const stuff = {
  stuff: {
    getuser: defineCall({
      method: 'POST',
      path: '/stuff/stuff/getuser',
      response: Envelope(HeaderProfileSchema),
      doc: {
        summary: 'Current user as the header shows it (roleIds comma-joined)',
        path: 'spec',
        payload: 'none',
      },
    }),
    logininfo: defineCall({
      method: 'POST',
      path: '/stuff/stuff/logininfo',
      body: Type.Object({
        pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUM })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      }),
      response: PageEnvelope(LoginRecordSchema),
      doc: { summary: 'Recent logins of the signed-in user, newest first', path: 'spec', payload: 'chosen' },
    }),
    getWorkStatus: defineCall({
      method: 'GET',
      path: '/stuff/stuff/getWorkStatus',
      response: Envelope(WorkStatusInfoSchema),
      doc: { summary: 'Work status and assign status', path: 'spec', payload: 'none' },
    }),
    stuffassignstatus: defineCall({
      method: 'POST',
      path: '/stuff/stuff/stuffassignstatus',
      body: Type.Object({ assignStatus: AssignStatusValueSchema }),
      response: Done,
      doc: { summary: 'Switch auto-accept on or off', path: 'spec', payload: 'spec' },
    }),
    stuffworkstatus: defineCall({
      method: 'POST',
      path: '/stuff/stuff/stuffworkstatus',
      body: Type.Object({ workStatus: WorkStatusValueSchema }),
      response: Done,
      doc: {
        summary: 'Go in post or off post (off post also turns auto-accept off)',
        path: 'spec',
        payload: 'spec',
      },
    }),
    stuffexitmsg: defineCall({
      method: 'POST',
      path: '/stuff/stuff/stuffexitmsg',
      response: Envelope(ExitSummarySchema),
      doc: {
        summary: 'Exit summary: work status, open, processed and unassigned counts',
        path: 'spec',
        payload: 'none',
      },
    }),
  },
  record: {
    list: defineCall({
      method: 'GET',
      path: '/stuff/record/list',
      query: Type.Object({ userId: IdSchema }),
      response: Envelope(Type.Array(ExportRecordSchema)),
      doc: { summary: 'My downloads', path: 'spec', payload: 'spec' },
    }),
    clearExportRecord: defineCall({
      method: 'GET',
      path: '/stuff/record/clearExportRecord',
      query: Type.Object({ userId: IdSchema }),
      response: Done,
      doc: { summary: 'Clear my downloads (code 500 means nothing to clear)', path: 'spec', payload: 'spec' },
    }),
  },
  technical: {
    getSupportWorkNo: defineCall({
      method: 'GET',
      path: '/stuff/technical/getSupportWorkNo',
      response: Envelope(TechnicianListSchema),
      doc: {
        summary: 'Technicians that can be put on duty (the add dialog options)',
        path: 'spec',
        payload: 'none',
      },
    }),
    getTechnicalList: defineCall({
      method: 'GET',
      path: '/stuff/technical/getTechnicalList',
      response: Envelope(TechnicianListSchema),
      doc: { summary: 'Technicians on duty', path: 'spec', payload: 'none' },
    }),
    save: defineCall({
      method: 'POST',
      path: '/stuff/technical/save',
      body: Type.Array(DutyTechnicianSchema, { maxItems: 50 }),
      response: Done,
      doc: {
        summary: 'Replace the duty technicians (an empty selection is allowed)',
        path: 'spec',
        payload: 'spec',
      },
    }),
  },
};

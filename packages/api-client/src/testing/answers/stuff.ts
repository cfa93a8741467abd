import type { Contract } from '../../contract';
import { headerProfileOf, loginRecords, monitor } from '../fixtures';
import { activityEntries, dataCentre, dataCentreFor } from '../fixtures/dashboards';
import {
  backlogCount,
  dutyTechnicians,
  exitSummary,
  exportRecords,
  monthBar,
  supportTechnicians,
  workStatus,
} from '../fixtures/stuff';
import type { AnswersOf } from './types';

export const stuffAnswers: AnswersOf<Contract['stuff']> = {
  stuff: {
    getuser: (_, { user }) => headerProfileOf(user),
    logininfo: () => loginRecords,
    getWorkStatus: () => workStatus,
    stuffassignstatus: () => null,
    stuffworkstatus: () => null,
    stuffexitmsg: () => exitSummary,
  },
  record: {
    list: () => exportRecords,
    clearExportRecord: () => null,
  },
  technical: {
    getSupportWorkNo: () => supportTechnicians,
    getTechnicalList: () => dutyTechnicians,
    save: () => null,
  },
};

export const backlogAnswers: AnswersOf<Contract['backlog']> = {
  union: { count: () => backlogCount },
};

export const analysisAnswers: AnswersOf<Contract['analysis']> = {
  monthBar: () => monthBar,
  activity: () => activityEntries,
  dataCentre: ({ beginDay, endDay }) =>
    beginDay !== undefined && endDay !== undefined ? dataCentreFor(beginDay, endDay) : dataCentre,
  // D64: 监控页.
  monitor: () => monitor,
};

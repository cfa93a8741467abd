import {
  addDays,
  type ContractPeriodProblem,
  contractPeriodProblem,
  type IdCardRecord,
  isIdCardHolderName,
  isIdCardNumber,
  type MasterContract,
  type MasterLabel,
  type MasterProfile,
} from '@onsite/domain';
import type { masterRecords } from '../../contract/masterRecords';
import {
  idCardRecords,
  labelledMasters,
  labelTag,
  masterContracts,
  masterLabels,
} from '../fixtures/masterRecords';
import { masterProfiles } from '../fixtures/masters';
import type { AnswersOf } from './types';
import { AnswerFailure, filterRows, found } from './util';

/** The fixtures' today (their contracts' days left count from it). */
const TODAY = '2024-06-10';

const labelOf = (labelId: number): MasterLabel =>
  found(
    masterLabels.find((row) => row.labelId === labelId),
    `标签 ${labelId} `,
  );
const contractOf = (contractId: number): MasterContract =>
  found(
    masterContracts.find((row) => row.contractId === contractId),
    `师傅合同 ${contractId} `,
  );
const cardOf = (masterId: number): IdCardRecord =>
  found(
    idCardRecords.find((row) => row.masterId === masterId),
    `师傅 ${masterId} `,
  );
const masterOf = (masterId: number): MasterProfile =>
  found(
    masterProfiles.find((row) => row.masterId === masterId),
    `师傅 ${masterId} `,
  );

const named = (labelName: string) => {
  if (labelName.trim() === '') throw new AnswerFailure('请输入标签名称');
  return labelName.trim();
};

const PERIOD_MESSAGES: Record<ContractPeriodProblem, string> = {
  startInvalid: '请输入正确的开始日期（YYYY-MM-DD）',
  endInvalid: '请输入正确的结束日期（YYYY-MM-DD）',
  endNotAfterStart: '结束日期必须晚于开始日期',
  tooLong: '合同期限最长 5 年',
  endPassed: '结束日期已过，不能登记已到期的合同',
};
const period = (start: string, end: string) => {
  const problem = contractPeriodProblem(start, end, TODAY);
  if (problem !== null) throw new AnswerFailure(PERIOD_MESSAGES[problem]);
};

const pending = (card: IdCardRecord) => {
  if (card.idCardState !== 'pending') throw new AnswerFailure(`${card.masterName}的身份证不在待审核状态`);
  return card;
};

/** D54: the answers of labels, contracts and ID card reviews (the fixtures do not change). */
export const masterRecordsAnswers: AnswersOf<typeof masterRecords> = {
  label: {
    list: (query) => filterRows(masterLabels, { labelName: query.labelName, status: query.status }),
    add: (body) => ({
      ...(masterLabels[0] as MasterLabel),
      labelId: 99,
      labelName: named(body.labelName),
      color: body.color,
      status: body.status,
      remark: body.remark,
      masterCount: 0,
      createTime: '2024-06-10 10:00:00',
    }),
    edit: (body) => ({
      ...labelOf(body.labelId),
      labelName: named(body.labelName),
      color: body.color,
      status: body.status,
      remark: body.remark,
    }),
    remove: ({ labelId }) => {
      const row = labelOf(labelId);
      if (row.masterCount > 0)
        throw new AnswerFailure(
          `标签「${row.labelName}」已贴在 ${row.masterCount} 名师傅身上，不能删除：请先停用或从师傅身上移除`,
        );
      return null;
    },
    masters: ({ labelId }) => (labelOf(labelId).labelId === 1 ? labelledMasters : []),
    assign: ({ labelId, masterIds }) => {
      const row = labelOf(labelId);
      if (row.status !== '0') throw new AnswerFailure(`标签「${row.labelName}」已停用，不能贴给师傅`);
      return { ...row, masterCount: row.masterCount + masterIds.length };
    },
    unassign: ({ labelId }) => {
      const row = labelOf(labelId);
      return { ...row, masterCount: Math.max(0, row.masterCount - 1) };
    },
    setOfMaster: ({ masterId, labelIds }) => {
      const master = masterOf(masterId);
      const carried = new Set(master.labels.map((tag) => tag.labelId));
      for (const labelId of labelIds) {
        const row = labelOf(labelId);
        if (row.status !== '0' && !carried.has(labelId))
          throw new AnswerFailure(`标签「${row.labelName}」已停用，不能贴给师傅`);
      }
      return { ...master, labels: labelIds.map(labelTag) };
    },
  },
  contract: {
    list: (query) =>
      filterRows(masterContracts, {
        contractNo: query.contractNo,
        masterName: query.masterName,
        state: query.state,
        masterId: query.masterId,
      }).filter((row) => query.expiring === undefined || row.expiring),
    add: (body) => {
      period(body.startDate, body.endDate);
      // A master the fixtures do not list is answered with the first one's name and contact.
      const master = masterProfiles.find((row) => row.masterId === body.masterId) ?? masterOf(1);
      return {
        ...(masterContracts[0] as MasterContract),
        contractId: 99,
        contractNo: body.contractNo.trim() || 'SC202406100001',
        masterId: body.masterId,
        masterName: master.masterName,
        phonenumber: master.phonenumber,
        teamName: master.teamName,
        startDate: body.startDate,
        endDate: body.endDate,
        state: body.filePath === null ? 'pending' : body.startDate > TODAY ? 'upcoming' : 'active',
        signDate: body.filePath === null ? null : TODAY,
        filePath: body.filePath,
        fileName: body.filePath === null ? null : (body.filePath.split('/').pop() ?? null),
        renewedFromNo: null,
        remark: body.remark,
      };
    },
    edit: (body) => {
      const row = contractOf(body.contractId);
      if (row.state !== 'pending') throw new AnswerFailure('只有待签署的合同可以修改');
      period(body.startDate, body.endDate);
      return {
        ...row,
        startDate: body.startDate,
        endDate: body.endDate,
        state: body.filePath === null ? 'pending' : body.startDate > TODAY ? 'upcoming' : 'active',
        signDate: body.filePath === null ? null : TODAY,
        filePath: body.filePath,
        fileName: body.filePath === null ? null : (body.filePath.split('/').pop() ?? null),
        remark: body.remark,
      };
    },
    renew: (body) => {
      const row = contractOf(body.contractId);
      if (row.state === 'pending' || row.state === 'terminated')
        throw new AnswerFailure('只有已签署的合同（生效、未生效或已到期）可以续签');
      const next = addDays(row.endDate, 1);
      const startDate = [TODAY, next].sort()[1] ?? next;
      period(startDate, body.endDate);
      return {
        ...row,
        contractId: 98,
        contractNo: body.contractNo.trim() || 'SC202406100002',
        startDate,
        endDate: body.endDate,
        state: body.filePath === null ? 'pending' : 'upcoming',
        expiring: false,
        renewed: false,
        signDate: body.filePath === null ? null : TODAY,
        filePath: body.filePath,
        renewedFromNo: row.contractNo,
        remark: body.remark,
      };
    },
    terminate: ({ contractId, reason }) => {
      const row = contractOf(contractId);
      if (row.state === 'terminated') throw new AnswerFailure(`合同 ${row.contractNo} 已终止`);
      if (row.state === 'expired') throw new AnswerFailure(`合同 ${row.contractNo} 已到期，不能终止`);
      if (reason.trim() === '') throw new AnswerFailure('请输入终止原因');
      return {
        ...row,
        state: 'terminated',
        daysLeft: null,
        expiring: false,
        terminateReason: reason.trim(),
        terminateBy: '系统管理员',
        terminateTime: '2024-06-10 10:00:00',
      };
    },
  },
  idCard: {
    list: (query) =>
      filterRows(idCardRecords, {
        masterName: query.masterName,
        phonenumber: query.phonenumber,
        idCardState: query.idCardState,
      }),
    submit: (body) => {
      if (body.holderName.trim() === '') throw new AnswerFailure('请输入身份证上的姓名');
      if (!isIdCardHolderName(body.holderName)) throw new AnswerFailure('姓名须为 2–30 个汉字或字母');
      if (!isIdCardNumber(body.idCardNo.trim().toUpperCase()))
        throw new AnswerFailure('请输入正确的18位身份证号码');
      if (body.frontPath === body.backPath) throw new AnswerFailure('人像面和国徽面不能是同一张照片');
      const row = cardOf(body.masterId);
      return {
        ...row,
        holderName: body.holderName.trim(),
        idCardNo: body.idCardNo.trim().toUpperCase(),
        idCardState: 'pending',
        hasPictures: true,
        frontPath: body.frontPath,
        backPath: body.backPath,
        submitBy: '系统管理员',
        submitTime: '2024-06-10 10:00:00',
        reviewBy: null,
        reviewTime: null,
        refuseReason: null,
      };
    },
    // Approves whatever it is given (the contract case approves the card its submit case sent again).
    approve: ({ masterId }) => ({
      ...cardOf(masterId),
      idCardState: 'approved',
      reviewBy: '王派单',
      reviewTime: '2024-06-10 10:00:00',
      refuseReason: null,
    }),
    refuse: ({ masterId, reason }) => {
      const row = pending(cardOf(masterId));
      if (reason.trim() === '') throw new AnswerFailure('请输入驳回原因');
      return {
        ...row,
        idCardState: 'refused',
        reviewBy: '系统管理员',
        reviewTime: '2024-06-10 10:00:00',
        refuseReason: reason.trim(),
      };
    },
  },
};

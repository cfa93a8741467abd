import type { Appraisal, ExamResult, TrainCourse } from '@onsite/domain';
import type { training } from '../../contract/training';
import { appraisals, examResults, trainCourses, trainEnrolments, trainSummaries } from '../fixtures/training';
import type { AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, found } from './util';

const NOW = '2024-06-20 10:00:00';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const courseOf = (courseId: number) =>
  found(
    trainCourses.find((row) => row.courseId === courseId),
    `培训课程 ${courseId} `,
  );
const pendingResult = (resultId: number): ExamResult => {
  const row = found(
    examResults.find((candidate) => candidate.resultId === resultId),
    `考试成绩 ${resultId} `,
  );
  if (row.state !== 'pending') throw new AnswerFailure('该考试成绩已审批，不能重复操作');
  return row;
};
const appraisalOf = (appraisalId: number) =>
  found(
    appraisals.find((row) => row.appraisalId === appraisalId),
    `考核记录 ${appraisalId} `,
  );

/** D59: the answers of training, exam results and appraisals, checked as the server checks them (fixtures stay). */
export const trainingAnswers: AnswersOf<typeof training> = {
  train: {
    list: (query) =>
      trainCourses.filter(
        (row) =>
          (query.title === undefined || row.title.includes(query.title)) &&
          (query.installType === undefined || row.installType === query.installType) &&
          (query.required === undefined || row.required === query.required) &&
          (query.state === undefined || row.state === query.state),
      ),
    add: (body): TrainCourse => {
      const title = body.title.trim();
      if (title === '') throw new AnswerFailure('请输入课程名称');
      if (trainCourses.some((row) => row.title === title)) throw new AnswerFailure(`课程「${title}」已存在`);
      return {
        courseId: 99,
        title,
        installType: body.installType,
        description: body.description.trim(),
        materialName: body.materialPath === undefined ? null : (body.materialPath.split('/').pop() ?? null),
        materialPath: body.materialPath ?? null,
        required: body.required,
        passMark: body.passMark ?? null,
        state: 'open',
        assigned: 0,
        completed: 0,
        createBy: '王派单',
        createTime: NOW,
      };
    },
    edit: ({ courseId, ...body }) => {
      const row = courseOf(courseId);
      const title = body.title.trim();
      if (title === '') throw new AnswerFailure('请输入课程名称');
      return {
        ...row,
        title,
        installType: body.installType,
        description: body.description.trim(),
        materialPath: body.materialPath ?? null,
        materialName: body.materialPath === row.materialPath ? row.materialName : (body.materialPath ?? null),
        required: body.required,
        passMark: body.passMark ?? null,
      };
    },
    state: ({ courseId, state }) => {
      const row = courseOf(courseId);
      if (row.state === state) throw new AnswerFailure(state === 'closed' ? '该课程已停用' : '该课程已启用');
      return { ...row, state };
    },
    remove: ({ courseId }) => {
      const row = courseOf(courseId);
      if (row.assigned > 0)
        throw new AnswerFailure(`已有 ${row.assigned} 位师傅参加该培训，不能删除，可以停用`);
      return null;
    },
  },
  trainEnrolment: {
    list: (query) =>
      trainEnrolments.filter(
        (row) =>
          (query.courseId === undefined || row.courseId === query.courseId) &&
          (query.masterName === undefined || row.masterName.includes(query.masterName)) &&
          (query.progress === undefined || row.progress === query.progress),
      ),
    summary: ({ courseId }) =>
      trainSummaries.filter((row) => courseId === undefined || row.courseId === courseId),
    assign: ({ courseId, masterIds }) => {
      const row = courseOf(courseId);
      if (row.state === 'closed') throw new AnswerFailure(`课程「${row.title}」已停用，不能再安排师傅`);
      const taken = trainEnrolments.find(
        (candidate) => candidate.courseId === courseId && masterIds.includes(candidate.masterId),
      );
      if (taken) throw new AnswerFailure(`${taken.masterName}已参加课程「${row.title}」`);
      return { assigned: masterIds.length };
    },
    complete: ({ enrolmentId }) => {
      const row = found(
        trainEnrolments.find((candidate) => candidate.enrolmentId === enrolmentId),
        `培训记录 ${enrolmentId} `,
      );
      if (row.progress === 'completed') throw new AnswerFailure('该培训已完成');
      return { ...row, progress: 'completed', completeTime: NOW };
    },
    remove: ({ enrolmentId }) => {
      const row = found(
        trainEnrolments.find((candidate) => candidate.enrolmentId === enrolmentId),
        `培训记录 ${enrolmentId} `,
      );
      if (examResults.some((result) => result.courseId === row.courseId && result.masterId === row.masterId))
        throw new AnswerFailure(`${row.masterName}已有该课程的考试成绩，不能移出培训`);
      return null;
    },
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '培训概览.xlsx' }),
  },
  exam: {
    list: (query) =>
      examResults.filter(
        (row) =>
          (query.courseId === undefined || row.courseId === query.courseId) &&
          (query.masterName === undefined || row.masterName.includes(query.masterName)) &&
          (query.state === undefined || row.state === query.state),
      ),
    add: (body) => {
      const row = courseOf(body.courseId);
      if (row.passMark === null) throw new AnswerFailure(`课程「${row.title}」没有考试`);
      const masterId = body.masterId ?? 1;
      const enrolled = trainEnrolments.find(
        (candidate) => candidate.courseId === body.courseId && candidate.masterId === masterId,
      );
      if (!enrolled) throw new AnswerFailure(`师傅没有参加课程「${row.title}」，不能登记成绩`);
      if (
        examResults.some(
          (result) =>
            result.courseId === body.courseId && result.masterId === masterId && result.state === 'pending',
        )
      )
        throw new AnswerFailure(`${enrolled.masterName}在该课程已有待审批的考试成绩`);
      return {
        resultId: 99,
        courseId: row.courseId,
        courseTitle: row.title,
        passMark: row.passMark,
        masterId,
        masterName: enrolled.masterName,
        score: body.score,
        passed: body.score >= row.passMark,
        examDate: body.examDate,
        state: 'pending',
        recordBy: '王派单',
        recordTime: NOW,
        remark: null,
        decidedBy: null,
        decideTime: null,
      };
    },
    approve: ({ resultId, remark }) => ({
      ...pendingResult(resultId),
      state: 'approved',
      remark: remark.trim(),
      decidedBy: '王派单',
      decideTime: NOW,
    }),
    refuse: ({ resultId, remark }) => {
      const row = pendingResult(resultId);
      if (remark.trim() === '') throw new AnswerFailure('请输入拒绝原因');
      return { ...row, state: 'refused', remark: remark.trim(), decidedBy: '王派单', decideTime: NOW };
    },
    remove: ({ resultId }) => {
      pendingResult(resultId);
      return null;
    },
  },
  appraisal: {
    list: (query) =>
      appraisals.filter(
        (row) =>
          (query.masterName === undefined || row.masterName.includes(query.masterName)) &&
          (query.period === undefined || row.period === query.period),
      ),
    add: (body): Appraisal => {
      const clash = appraisals.find((row) => row.masterId === body.masterId && row.period === body.period);
      if (clash) throw new AnswerFailure(`${clash.masterName}在 ${body.period} 已有考核记录`);
      return {
        appraisalId: 99,
        ...body,
        masterName: '郭师傅',
        total: body.quality + body.punctuality + body.attitude + body.compliance,
        comment: body.comment.trim(),
        appraiser: '王派单',
        appraiseTime: NOW,
      };
    },
    edit: ({ appraisalId, ...body }) => ({
      ...appraisalOf(appraisalId),
      ...body,
      total: body.quality + body.punctuality + body.attitude + body.compliance,
      comment: body.comment.trim(),
      appraiseTime: NOW,
    }),
    remove: ({ appraisalId }) => {
      appraisalOf(appraisalId);
      return null;
    },
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '考核表.xlsx' }),
  },
};

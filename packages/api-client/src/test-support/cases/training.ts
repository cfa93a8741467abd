import { expect } from 'vitest';
import type { training } from '../../contract/training';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

const courseNamed = async (target: ContractTarget, title: string, fallback: number) =>
  (await target.client.master.train.list({ title, pageNum: 1, pageSize: 1 })).rows[0]?.courseId ?? fallback;

const newCourse = {
  title: '契约测试课程',
  installType: '1',
  description: '',
  required: false,
  passMark: 60,
};
const appraisalBody = {
  masterId: 3,
  period: '2024-01',
  quality: 20,
  punctuality: 21,
  attitude: 22,
  compliance: 23,
  comment: '良好',
};

/** D59: training, exam results and appraisals (as the administrator; ids both the fixtures and the seed hold). */
export const trainingCases: CasesOf<typeof training> = {
  train: {
    list: {
      input: { required: true, pageNum: 1, pageSize: 10 },
      sends: 'GET /master/train/list?required=true&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.required)).toBe(true);
      },
    },
    add: {
      input: newCourse,
      sends: 'POST /master/train/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ title: '契约测试课程', state: 'open', passMark: 60 }),
    },
    edit: {
      input: { courseId: 4, ...newCourse, title: '家电维修入门' },
      prepare: async (target) => ({
        input: {
          courseId: await courseNamed(target, '家电维修入门', 4),
          ...newCourse,
          title: '家电维修入门',
        },
      }),
      sends: 'POST /master/train/edit',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ title: '家电维修入门', passMark: 60 }),
    },
    state: {
      input: { courseId: 5, state: 'open' },
      prepare: async (target) => ({
        input: { courseId: await courseNamed(target, '旧版测量规范', 5), state: 'open' },
      }),
      sends: 'POST /master/train/state',
      body: AS_INPUT,
      check: (row) => expect(row.state).toBe('open'),
    },
    remove: {
      input: { courseId: 5 },
      prepare: async (target) => ({ input: { courseId: await courseNamed(target, '旧版测量规范', 5) } }),
      sends: 'POST /master/train/remove',
      body: AS_INPUT,
    },
  },
  trainEnrolment: {
    list: {
      input: { progress: 'studying', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/trainEnrolment/list?progress=studying&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.progress === 'studying')).toBe(true),
    },
    summary: {
      input: {},
      sends: 'GET /master/trainEnrolment/summary',
      check: (rows) =>
        expect(rows.some((row) => row.title === '上门服务安全规范' && row.passed > 0)).toBe(true),
    },
    assign: {
      input: { courseId: 4, masterIds: [1] },
      prepare: async (target) => ({
        input: { courseId: await courseNamed(target, '家电维修入门', 4), masterIds: [1] },
      }),
      sends: 'POST /master/trainEnrolment/assign',
      body: AS_INPUT,
      check: (answer) => expect(answer.assigned).toBe(1),
    },
    complete: {
      input: { enrolmentId: 21 },
      prepare: async (target) => {
        const page = await target.client.master.trainEnrolment.list({
          progress: 'studying',
          pageNum: 1,
          pageSize: 1,
        });
        return { input: { enrolmentId: page.rows[0]?.enrolmentId ?? 21 } };
      },
      sends: 'POST /master/trainEnrolment/complete',
      body: AS_INPUT,
      check: (row) => expect(row.progress).toBe('completed'),
    },
    remove: {
      input: { enrolmentId: 11 },
      // A course without an exam: its masters have no results.
      prepare: async (target) => {
        const courseId = await courseNamed(target, '客户服务礼仪', 2);
        const page = await target.client.master.trainEnrolment.list({ courseId, pageNum: 1, pageSize: 1 });
        return { input: { enrolmentId: page.rows[0]?.enrolmentId ?? 11 } };
      },
      sends: 'POST /master/trainEnrolment/remove',
      body: AS_INPUT,
    },
    export: {
      input: { progress: 'completed' },
      sends: 'GET /master/trainEnrolment/export?progress=completed',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  exam: {
    list: {
      input: { state: 'approved', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/exam/list?state=approved&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'approved')).toBe(true);
      },
    },
    add: {
      input: { courseId: 1, masterId: 2, score: 90, examDate: '2024-01-02' },
      prepare: async (target) => ({
        input: {
          courseId: await courseNamed(target, '上门服务安全规范', 1),
          masterId: 2,
          score: 90,
          examDate: '2024-01-02',
        },
      }),
      sends: 'POST /master/exam/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'pending', passed: true, masterId: 2 }),
    },
    approve: {
      input: { resultId: 6, remark: '' },
      prepare: async (target) => ({ input: { resultId: await pendingResultId(target), remark: '' } }),
      sends: 'POST /master/exam/approve',
      body: AS_INPUT,
      check: (row) => expect(row.state).toBe('approved'),
    },
    refuse: {
      input: { resultId: 6, remark: '成绩有误' },
      prepare: async (target) => ({ input: { resultId: await pendingResultId(target), remark: '成绩有误' } }),
      sends: 'POST /master/exam/refuse',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'refused', remark: '成绩有误' }),
    },
    remove: {
      input: { resultId: 6 },
      prepare: async (target) => ({ input: { resultId: await pendingResultId(target) } }),
      sends: 'POST /master/exam/remove',
      body: AS_INPUT,
    },
  },
  appraisal: {
    list: {
      input: { masterName: '郭', pageNum: 1, pageSize: 10 },
      sends: `GET /master/appraisal/list?masterName=${encodeURIComponent('郭')}&pageNum=1&pageSize=10`,
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        for (const row of page.rows)
          expect(row.total).toBe(row.quality + row.punctuality + row.attitude + row.compliance);
      },
    },
    add: {
      input: appraisalBody,
      sends: 'POST /master/appraisal/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ total: 86, period: '2024-01' }),
    },
    edit: {
      input: { appraisalId: 4, ...appraisalBody, masterId: 1, period: '2024-05' },
      prepare: async (target) => {
        const row = (await target.client.master.appraisal.list({ pageNum: 1, pageSize: 1 })).rows[0];
        return {
          input: {
            appraisalId: row?.appraisalId ?? 4,
            ...appraisalBody,
            masterId: row?.masterId ?? 1,
            period: row?.period ?? '2024-05',
          },
        };
      },
      sends: 'POST /master/appraisal/edit',
      body: AS_INPUT,
      check: (row) => expect(row.total).toBe(86),
    },
    remove: {
      input: { appraisalId: 4 },
      prepare: async (target) => {
        const row = (await target.client.master.appraisal.list({ pageNum: 1, pageSize: 1 })).rows[0];
        return { input: { appraisalId: row?.appraisalId ?? 4 } };
      },
      sends: 'POST /master/appraisal/remove',
      body: AS_INPUT,
    },
    export: {
      input: { period: '2024-05' },
      sends: 'GET /master/appraisal/export?period=2024-05',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
};

async function pendingResultId(target: ContractTarget): Promise<number> {
  const page = await target.client.master.exam.list({ state: 'pending', pageNum: 1, pageSize: 1 });
  return page.rows[0]?.resultId ?? 6;
}

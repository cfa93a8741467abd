import type { Appraisal, ExamResult, TrainCourse, TrainEnrolment, TrainSummary } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../core/time';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'master' | 'enterprise' | 'finance', string>;

type Answer = { status: number; body: { code: number; msg: string; data?: unknown; rows?: unknown[] } };
const post = (path: string, token: string, body: object) =>
  server.call('POST', `/master/${path}`, { token, body }) as Promise<Answer>;
const get = (path: string, token: string, query: Record<string, string | number | boolean> = {}) =>
  server.call('GET', `/master/${path}`, { token, query: { pageSize: 100, ...query } }) as Promise<Answer>;

const snapshot = () =>
  ['train_course', 'train_enrolment', 'train_exam_result', 'master_appraisal'].map((table) =>
    server.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all(),
  );

async function refused(action: () => Promise<Answer>, msg: RegExp) {
  const before = snapshot();
  const answer = await action();
  expect(answer.status).not.toBe(500);
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

const DEMO_MASTER_ID = 1;
const course = (overrides: object = {}) => ({
  title: '新课程',
  installType: '1',
  description: '',
  required: false,
  passMark: 60,
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'master', 'enterprise', 'finance'] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('training courses (D59)', () => {
  it('lists the seeded courses; a master sees only theirs; others are refused', async () => {
    const all = (await get('train/list', tokens.dispatcher)).body.rows as TrainCourse[];
    expect(all.length).toBe(5);
    expect(new Set(all.map((row) => row.state))).toEqual(new Set(['open', 'closed']));
    const required = (await get('train/list', tokens.dispatcher, { required: true })).body
      .rows as TrainCourse[];
    expect(required.every((row) => row.required)).toBe(true);
    const own = (await get('train/list', tokens.master)).body.rows as TrainCourse[];
    expect(own.map((row) => row.title).sort()).toEqual(
      ['上门服务安全规范', '客户服务礼仪', '智能门锁安装实操'].sort(),
    );
    await refused(() => get('train/list', tokens.enterprise), /没有权限/);
    expect((await get('train/list', tokens.finance)).status).toBe(403);
  });

  it('adds, edits, closes and deletes a course, refusing what it must', async () => {
    await refused(() => post('train/add', tokens.dispatcher, course({ title: ' ' })), /请输入课程名称/);
    await refused(() => post('train/add', tokens.dispatcher, course({ installType: '99' })), /安装类型/);
    await refused(() => post('train/add', tokens.dispatcher, course({ title: '客户服务礼仪' })), /已存在/);
    await refused(
      () => post('train/add', tokens.dispatcher, course({ materialPath: 'enterprise/nothing.pdf' })),
      /培训资料不存在/,
    );
    await refused(() => post('train/add', tokens.dispatcher, course({ passMark: 120 })), /.+/);
    await refused(() => post('train/add', tokens.master, course()), /没有权限/);
    await refused(() => post('train/add', tokens.enterprise, course()), /没有权限/);
    const added = await post('train/add', tokens.dispatcher, course());
    expect(added.body).toMatchObject({ code: 0, data: { title: '新课程', state: 'open', assigned: 0 } });
    const id = (added.body.data as TrainCourse).courseId;
    const edited = await post('train/edit', tokens.dispatcher, {
      courseId: id,
      ...course({ required: true }),
    });
    expect(edited.body).toMatchObject({ code: 0, data: { required: true } });
    await refused(() => post('train/edit', tokens.dispatcher, { courseId: 9999, ...course() }), /不存在/);
    expect((await post('train/state', tokens.dispatcher, { courseId: id, state: 'closed' })).body.code).toBe(
      0,
    );
    await refused(() => post('train/state', tokens.dispatcher, { courseId: id, state: 'closed' }), /已停用/);
    await refused(
      () => post('trainEnrolment/assign', tokens.dispatcher, { courseId: id, masterIds: [DEMO_MASTER_ID] }),
      /已停用/,
    );
    expect((await post('train/remove', tokens.dispatcher, { courseId: id })).body.code).toBe(0);
    const seeded = (await get('train/list', tokens.dispatcher, { title: '上门服务安全规范' })).body
      .rows as TrainCourse[];
    await refused(
      () => post('train/remove', tokens.dispatcher, { courseId: seeded[0]?.courseId ?? 0 }),
      /不能删除，可以停用/,
    );
    // Its pass mark stays while a result waits for a decision; a course without an exam has no pass mark.
    await refused(
      () =>
        post('train/edit', tokens.dispatcher, {
          courseId: seeded[0]?.courseId ?? 0,
          ...course({ title: '上门服务安全规范', passMark: 70 }),
        }),
      /待审批的考试成绩/,
    );
    const noExam = await post(
      'train/add',
      tokens.dispatcher,
      course({ title: '无考试课程', passMark: undefined }),
    );
    expect(noExam.body).toMatchObject({ code: 0, data: { passMark: null, materialPath: null } });
  });
});

describe('enrolments and the overview (D59)', () => {
  it('sums per course, lists each master, and keeps a master to their own', async () => {
    const summary = (await get('trainEnrolment/summary', tokens.dispatcher)).body.data as TrainSummary[];
    const safety = summary.find((row) => row.title === '上门服务安全规范');
    expect(safety).toMatchObject({ required: true, hasExam: true, completed: 5, passed: 2 });
    const rows = (await get('trainEnrolment/list', tokens.dispatcher, { progress: 'completed' })).body
      .rows as TrainEnrolment[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.progress === 'completed')).toBe(true);
    const own = (await get('trainEnrolment/list', tokens.master)).body.rows as TrainEnrolment[];
    expect(own.length).toBe(3);
    expect(own.every((row) => row.masterId === DEMO_MASTER_ID)).toBe(true);
    const ownSummary = (await get('trainEnrolment/summary', tokens.master)).body.data as TrainSummary[];
    expect(ownSummary.every((row) => row.assigned === 1)).toBe(true);
    await refused(() => get('trainEnrolment/list', tokens.enterprise), /没有权限/);
    const exported = await server.call('GET', '/master/trainEnrolment/export', {
      token: tokens.dispatcher,
      query: {},
    });
    expect(exported.status).toBe(200);
    expect(exported.raw.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await server.call('GET', '/master/trainEnrolment/export', { token: tokens.master, query: {} })).status,
    ).toBe(403);
  });

  it('assigns, completes and takes off, refusing what it must', async () => {
    const courses = (await get('train/list', tokens.dispatcher, { title: '家电维修入门' })).body
      .rows as TrainCourse[];
    const repair = courses[0]?.courseId ?? 0;
    await refused(
      () => post('trainEnrolment/assign', tokens.dispatcher, { courseId: repair, masterIds: [9999] }),
      /师傅 9999 不存在/,
    );
    await refused(
      () => post('trainEnrolment/assign', tokens.master, { courseId: repair, masterIds: [DEMO_MASTER_ID] }),
      /没有权限/,
    );
    const assigned = await post('trainEnrolment/assign', tokens.dispatcher, {
      courseId: repair,
      masterIds: [DEMO_MASTER_ID],
    });
    expect(assigned.body).toMatchObject({ code: 0, data: { assigned: 1 } });
    await refused(
      () =>
        post('trainEnrolment/assign', tokens.dispatcher, { courseId: repair, masterIds: [DEMO_MASTER_ID] }),
      /已参加课程/,
    );
    const own = (await get('trainEnrolment/list', tokens.master, { courseId: repair })).body
      .rows as TrainEnrolment[];
    const mine = own[0]?.enrolmentId ?? 0;
    const others = (await get('trainEnrolment/list', tokens.dispatcher, { courseId: repair })).body
      .rows as TrainEnrolment[];
    const other = others.find((row) => row.masterId !== DEMO_MASTER_ID)?.enrolmentId ?? 0;
    await refused(() => post('trainEnrolment/complete', tokens.master, { enrolmentId: other }), /本人的培训/);
    await refused(
      () => post('trainEnrolment/complete', tokens.enterprise, { enrolmentId: mine }),
      /没有权限/,
    );
    const done = await post('trainEnrolment/complete', tokens.master, { enrolmentId: mine });
    expect(done.body).toMatchObject({ code: 0, data: { progress: 'completed' } });
    await refused(() => post('trainEnrolment/complete', tokens.master, { enrolmentId: mine }), /已完成/);
    await refused(() => post('trainEnrolment/remove', tokens.master, { enrolmentId: mine }), /没有权限/);
    expect((await post('trainEnrolment/remove', tokens.dispatcher, { enrolmentId: mine })).body.code).toBe(0);
    // The demo master has a pending result on the door-lock course: not taken off.
    const locks = (await get('trainEnrolment/list', tokens.master)).body.rows as TrainEnrolment[];
    const lock = locks.find((row) => row.courseTitle === '智能门锁安装实操')?.enrolmentId ?? 0;
    await refused(
      () => post('trainEnrolment/remove', tokens.dispatcher, { enrolmentId: lock }),
      /已有该课程的考试成绩/,
    );
  });
});

describe('exam results (D59)', () => {
  const courseId = async (title: string) =>
    ((await get('train/list', tokens.dispatcher, { title })).body.rows as TrainCourse[])[0]?.courseId ?? 0;

  it('lists in every state; a master sees their own; records, refusing what it must; decides once', async () => {
    const all = (await get('exam/list', tokens.dispatcher)).body.rows as ExamResult[];
    expect(new Set(all.map((row) => row.state))).toEqual(new Set(['pending', 'approved', 'refused']));
    const own = (await get('exam/list', tokens.master)).body.rows as ExamResult[];
    expect(own.every((row) => row.masterId === DEMO_MASTER_ID)).toBe(true);
    await refused(() => get('exam/list', tokens.enterprise), /没有权限/);

    const safety = await courseId('上门服务安全规范');
    const manners = await courseId('客户服务礼仪');
    const locks = await courseId('智能门锁安装实操');
    const today = formatDay(server.clock.now);
    const exam = (body: object) => ({ courseId: safety, score: 90, examDate: today, ...body });
    await refused(() => post('exam/add', tokens.dispatcher, exam({})), /请选择参加考试的师傅/);
    await refused(
      () => post('exam/add', tokens.dispatcher, exam({ courseId: manners, masterId: 1 })),
      /没有考试/,
    );
    await refused(
      () => post('exam/add', tokens.dispatcher, exam({ masterId: 1, examDate: '2999-01-01' })),
      /晚于今天/,
    );
    await refused(() => post('exam/add', tokens.dispatcher, exam({ masterId: 1, score: 101 })), /.+/);
    await refused(() => post('exam/add', tokens.master, exam({ masterId: 2 })), /本人的考试成绩/);
    await refused(() => post('exam/add', tokens.master, exam({ courseId: locks })), /已有待审批/);
    await refused(() => post('exam/add', tokens.enterprise, exam({ masterId: 1 })), /没有权限/);
    const notOn = server.db
      .prepare(
        'SELECT master_id FROM master WHERE master_id NOT IN (SELECT master_id FROM train_enrolment WHERE course_id = ?) LIMIT 1',
      )
      .get(safety) as { master_id: number };
    await refused(
      () => post('exam/add', tokens.dispatcher, exam({ masterId: notOn.master_id })),
      /没有参加课程/,
    );

    const added = await post('exam/add', tokens.master, exam({}));
    expect(added.body).toMatchObject({
      code: 0,
      data: { state: 'pending', passed: true, masterId: DEMO_MASTER_ID },
    });
    const id = (added.body.data as ExamResult).resultId;
    await refused(() => post('exam/approve', tokens.master, { resultId: id, remark: '' }), /没有权限/);
    await refused(
      () => post('exam/refuse', tokens.dispatcher, { resultId: id, remark: ' ' }),
      /请输入拒绝原因/,
    );
    await refused(() => post('exam/approve', tokens.dispatcher, { resultId: 9999, remark: '' }), /不存在/);
    const approved = await post('exam/approve', tokens.dispatcher, { resultId: id, remark: '' });
    expect(approved.body).toMatchObject({
      code: 0,
      data: { state: 'approved', decidedBy: expect.any(String) },
    });
    await refused(() => post('exam/refuse', tokens.dispatcher, { resultId: id, remark: '重复' }), /已审批/);
    await refused(() => post('exam/remove', tokens.dispatcher, { resultId: id }), /已审批的考试成绩不能删除/);
    const enrolment = (
      (await get('trainEnrolment/list', tokens.master, { courseId: safety })).body.rows as TrainEnrolment[]
    )[0];
    expect(enrolment).toMatchObject({ passed: true, bestScore: 92 });
  });

  it('deletes a pending result (a master only their own)', async () => {
    const pending = (await get('exam/list', tokens.dispatcher, { state: 'pending' })).body
      .rows as ExamResult[];
    const others = pending.find((row) => row.masterId !== DEMO_MASTER_ID);
    const mine = pending.find((row) => row.masterId === DEMO_MASTER_ID);
    if (!others || !mine) throw new Error('the seed has pending results of the demo master and another');
    await refused(() => post('exam/remove', tokens.master, { resultId: others.resultId }), /本人的考试成绩/);
    expect((await post('exam/remove', tokens.master, { resultId: mine.resultId })).body.code).toBe(0);
  });
});

describe('appraisals (D59)', () => {
  const body = (overrides: object = {}) => ({
    masterId: 3,
    period: '2020-01',
    quality: 20,
    punctuality: 21,
    attitude: 22,
    compliance: 23,
    comment: '良好',
    ...overrides,
  });

  it('lists with totals; a master sees their own; adds, edits, deletes, refusing what it must', async () => {
    const all = (await get('appraisal/list', tokens.dispatcher)).body.rows as Appraisal[];
    expect(all.length).toBe(12);
    for (const row of all)
      expect(row.total).toBe(row.quality + row.punctuality + row.attitude + row.compliance);
    const own = (await get('appraisal/list', tokens.master)).body.rows as Appraisal[];
    expect(own.length).toBe(2);
    expect(own.every((row) => row.masterId === DEMO_MASTER_ID)).toBe(true);
    await refused(() => get('appraisal/list', tokens.enterprise), /没有权限/);

    await refused(() => post('appraisal/add', tokens.dispatcher, body({ quality: 26 })), /.+/);
    await refused(() => post('appraisal/add', tokens.dispatcher, body({ period: '2999-01' })), /晚于本月/);
    await refused(() => post('appraisal/add', tokens.dispatcher, body({ masterId: 9999 })), /不存在/);
    await refused(() => post('appraisal/add', tokens.master, body()), /没有权限/);
    await refused(
      () =>
        post(
          'appraisal/add',
          tokens.dispatcher,
          body({ masterId: own[0]?.masterId, period: own[0]?.period }),
        ),
      /已有考核记录/,
    );
    const added = await post('appraisal/add', tokens.dispatcher, body());
    expect(added.body).toMatchObject({ code: 0, data: { total: 86, period: '2020-01' } });
    const id = (added.body.data as Appraisal).appraisalId;
    const edited = await post('appraisal/edit', tokens.dispatcher, {
      appraisalId: id,
      ...body({ quality: 25 }),
    });
    expect(edited.body).toMatchObject({ code: 0, data: { total: 91 } });
    await refused(
      () => post('appraisal/edit', tokens.dispatcher, { appraisalId: 9999, ...body() }),
      /不存在/,
    );
    await refused(() => post('appraisal/remove', tokens.master, { appraisalId: id }), /没有权限/);
    expect((await post('appraisal/remove', tokens.dispatcher, { appraisalId: id })).body.code).toBe(0);
    const exported = await server.call('GET', '/master/appraisal/export', {
      token: tokens.dispatcher,
      query: {},
    });
    expect(exported.status).toBe(200);
    expect(
      (await server.call('GET', '/master/appraisal/export', { token: tokens.master, query: {} })).status,
    ).toBe(403);
  });
});

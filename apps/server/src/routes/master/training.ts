import { contract } from '@onsite/api-client';
import {
  type ExamResult,
  type ExamResultState,
  TRAIN_MATERIAL_EXTENSIONS,
  TRAIN_TEXT_MAX,
  TRAIN_TITLE_MAX,
  type TrainCourse,
  type TrainCourseForm,
  type TrainCourseState,
  type TrainEnrolment,
  type TrainSummary,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { isApprover } from '../../core/approvalModel';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { pageOf, Where } from '../../core/paging';
import { compactTime, formatDay, formatTime } from '../../core/time';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const EXPORT_ROW_LIMIT = 20_000;

interface CourseRow {
  course_id: number;
  title: string;
  install_type: string;
  description: string;
  material_path: string | null;
  material_name: string | null;
  required: number;
  pass_mark: number | null;
  state: TrainCourseState;
  assigned: number;
  completed: number;
  create_by: string;
  create_time: string;
}

const COURSE_SELECT = `SELECT c.course_id, c.title, c.install_type, c.description, c.material_path, f.original_name AS material_name,
    c.required, c.pass_mark, c.state, c.create_by, c.create_time,
    (SELECT COUNT(*) FROM train_enrolment e WHERE e.course_id = c.course_id) AS assigned,
    (SELECT COUNT(*) FROM train_enrolment e WHERE e.course_id = c.course_id AND e.complete_time IS NOT NULL) AS completed
  FROM train_course c LEFT JOIN dfs_file f ON f.path = c.material_path`;

const toCourse = (row: CourseRow): TrainCourse => ({
  courseId: row.course_id,
  title: row.title,
  installType: row.install_type,
  description: row.description,
  materialName:
    row.material_path === null ? null : (row.material_name ?? row.material_path.split('/').pop() ?? null),
  materialPath: row.material_path,
  required: row.required === 1,
  passMark: row.pass_mark,
  state: row.state,
  assigned: row.assigned,
  completed: row.completed,
  createBy: row.create_by,
  createTime: row.create_time,
});

interface EnrolmentRow {
  enrolment_id: number;
  course_id: number;
  title: string;
  required: number;
  pass_mark: number | null;
  master_id: number;
  master_name: string;
  best_score: number | null;
  assign_by: string;
  assign_time: string;
  complete_time: string | null;
}

/** The best approved score of the master on the course. */
const BEST = `(SELECT MAX(r.score) FROM train_exam_result r
    WHERE r.course_id = e.course_id AND r.master_id = e.master_id AND r.state = 'approved')`;

const ENROLMENT_FROM = `FROM train_enrolment e JOIN train_course c ON c.course_id = e.course_id
  JOIN master m ON m.master_id = e.master_id`;
const ENROLMENT_SELECT = `SELECT e.enrolment_id, e.course_id, c.title, c.required, c.pass_mark, e.master_id, m.master_name,
    ${BEST} AS best_score, e.assign_by, e.assign_time, e.complete_time ${ENROLMENT_FROM}`;

const toEnrolment = (row: EnrolmentRow): TrainEnrolment => ({
  enrolmentId: row.enrolment_id,
  courseId: row.course_id,
  courseTitle: row.title,
  required: row.required === 1,
  masterId: row.master_id,
  masterName: row.master_name,
  progress: row.complete_time === null ? 'studying' : 'completed',
  passed: row.pass_mark === null ? null : row.best_score !== null && row.best_score >= row.pass_mark,
  bestScore: row.best_score,
  assignBy: row.assign_by,
  assignTime: row.assign_time,
  completeTime: row.complete_time,
});

interface ResultRow {
  result_id: number;
  course_id: number;
  title: string;
  pass_mark: number;
  master_id: number;
  master_name: string;
  score: number;
  exam_date: string;
  state: ExamResultState;
  applicant_user_id: number;
  record_by: string;
  record_time: string;
  remark: string | null;
  decided_by: string | null;
  decide_time: string | null;
}

const RESULT_FROM = `FROM train_exam_result r JOIN train_course c ON c.course_id = r.course_id
  JOIN master m ON m.master_id = r.master_id`;
const RESULT_SELECT = `SELECT r.result_id, r.course_id, c.title, r.pass_mark, r.master_id, m.master_name, r.score, r.exam_date,
    r.state, r.applicant_user_id, r.record_by, r.record_time, r.remark, r.decided_by, r.decide_time ${RESULT_FROM}`;

const toResult = (row: ResultRow): ExamResult => ({
  resultId: row.result_id,
  courseId: row.course_id,
  courseTitle: row.title,
  passMark: row.pass_mark,
  masterId: row.master_id,
  masterName: row.master_name,
  score: row.score,
  passed: row.score >= row.pass_mark,
  examDate: row.exam_date,
  state: row.state,
  recordBy: row.record_by,
  recordTime: row.record_time,
  remark: row.remark,
  decidedBy: row.decided_by,
  decideTime: row.decide_time,
});

const isEnterprise = (user: SessionUser) =>
  user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE;

/** Whether a stored file name is a course material's (PDF, Word, PowerPoint, picture). */
const isMaterialFile = (fileName: string) => {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (TRAIN_MATERIAL_EXTENSIONS as readonly string[]).includes(extension);
};

/**
 * D59: 培训列表, 培训概览 and 考试管理. Staff holding the codes manage courses, assign masters, record results for
 * any master; a master (and a team head, a master too) reads only the courses assigned to them and their own
 * enrolments and results, marks their own study completed and records their own result. A result is a request of
 * the approval type `examResult`, decided once by its approver roles (D51). Enterprise users are refused.
 */
export function trainingRoutes({ db, now, config }: RouteDeps): RouteDefinition[] {
  const calls = contract.master;
  /** The caller's own master id (a master user), null for staff; refuses enterprise users. */
  const scopeOf = (user: SessionUser, screen: string): number | null => {
    if (isEnterprise(user)) throw forbidden(screen);
    if (!isMasterUser(user)) return null;
    return masterOfUser(db, user.userId)?.masterId ?? 0;
  };
  const staffOnly = (user: SessionUser, what: string) => {
    if (isEnterprise(user) || isMasterUser(user)) throw forbidden(what);
  };

  const courseRow = (courseId: number) =>
    db.prepare(`${COURSE_SELECT} WHERE c.course_id = ?`).get(courseId) as CourseRow | undefined;
  const course = (courseId: number) => {
    const row = courseRow(courseId);
    if (!row) throw businessError(`培训课程 ${courseId} 不存在`);
    return row;
  };

  /** The course's fields checked: a title, a known install type, a material the caller uploaded (or the course's own). */
  const checkedCourse = (user: SessionUser, body: TrainCourseForm, current: CourseRow | null) => {
    const title = body.title.trim().slice(0, TRAIN_TITLE_MAX);
    if (title === '') throw businessError('请输入课程名称');
    if (
      !db
        .prepare("SELECT 1 FROM sys_dict_data WHERE dict_type = 'install_type' AND dict_value = ?")
        .get(body.installType)
    )
      throw businessError('请选择课程的安装类型');
    const clash = db.prepare('SELECT course_id FROM train_course WHERE title = ?').get(title) as
      | { course_id: number }
      | undefined;
    if (clash && clash.course_id !== current?.course_id) throw businessError(`课程「${title}」已存在`);
    const materialPath = body.materialPath ?? null;
    if (materialPath !== null && materialPath !== current?.material_path) {
      const file = db
        .prepare("SELECT 1 FROM dfs_file WHERE path = ? AND kind = 'enterprise' AND uploaded_by = ?")
        .get(materialPath, user.userId);
      if (!file) throw businessError('培训资料不存在，请重新上传');
      if (!isMaterialFile(materialPath))
        throw businessError('培训资料须为 PDF、Word、PPT 或图片（jpg、png）');
    }
    return {
      title,
      installType: body.installType,
      description: body.description.trim().slice(0, TRAIN_TEXT_MAX),
      materialPath,
      required: body.required ? 1 : 0,
      passMark: body.passMark ?? null,
    };
  };

  const enrolmentWhere = (
    query: { courseId?: number; masterName?: string; progress?: 'studying' | 'completed' },
    own: number | null,
  ) => {
    const where = new Where()
      .equals('e.course_id', query.courseId)
      .contains('m.master_name', query.masterName);
    if (query.progress === 'studying') where.add('e.complete_time IS NULL');
    if (query.progress === 'completed') where.add('e.complete_time IS NOT NULL');
    if (own !== null) where.equals('e.master_id', own);
    return where;
  };
  const enrolment = (enrolmentId: number) => {
    const row = db.prepare(`${ENROLMENT_SELECT} WHERE e.enrolment_id = ?`).get(enrolmentId) as
      | EnrolmentRow
      | undefined;
    if (!row) throw businessError(`培训记录 ${enrolmentId} 不存在`);
    return row;
  };

  const result = (resultId: number) => {
    const row = db.prepare(`${RESULT_SELECT} WHERE r.result_id = ?`).get(resultId) as ResultRow | undefined;
    if (!row) throw businessError(`考试成绩 ${resultId} 不存在`);
    return row;
  };
  const decidable = (user: SessionUser, resultId: number) => {
    if (isEnterprise(user) || isMasterUser(user) || !isApprover(db, user, 'examResult'))
      throw forbidden('「成绩审批」');
    const row = result(resultId);
    if (row.state !== 'pending') throw businessError('该考试成绩已审批，不能重复操作');
    return row;
  };
  const decide = (user: SessionUser, row: ResultRow, state: 'approved' | 'refused', remark: string) => {
    const changed = db
      .prepare(
        `UPDATE train_exam_result SET state = ?, remark = ?, decided_by = ?, decided_user_id = ?, decide_time = ?
         WHERE result_id = ? AND state = 'pending'`,
      )
      .run(state, remark, user.userName, user.userId, formatTime(now()), row.result_id);
    if (changed.changes !== 1) throw businessError('该考试成绩已审批，不能重复操作');
  };

  return [
    // 培训列表
    route(calls.train.list, button(CODES.trainList), ({ query }, { user }) => {
      const own = scopeOf(user, '「培训列表」');
      const where = new Where()
        .contains('c.title', query.title)
        .equals('c.install_type', query.installType)
        .equals('c.required', query.required === undefined ? undefined : query.required ? 1 : 0)
        .equals('c.state', query.state);
      if (own !== null)
        where.add('c.course_id IN (SELECT course_id FROM train_enrolment WHERE master_id = ?)', own);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${COURSE_SELECT} ${where.toSql()} ORDER BY c.create_time DESC, c.course_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as CourseRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM train_course c ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toCourse), total, pageNum };
    }),

    route(calls.train.add, button(CODES.trainEdit), ({ body }, { user }) => {
      staffOnly(user, '「培训维护」');
      const fields = checkedCourse(user, body, null);
      const courseId = Number(
        db
          .prepare(
            `INSERT INTO train_course (title, install_type, description, material_path, required, pass_mark, create_by,
               create_user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            fields.title,
            fields.installType,
            fields.description,
            fields.materialPath,
            fields.required,
            fields.passMark,
            user.userName,
            user.userId,
            formatTime(now()),
          ).lastInsertRowid,
      );
      return { data: toCourse(course(courseId)), msg: '新增成功' };
    }),

    route(calls.train.edit, button(CODES.trainEdit), ({ body }, { user }) => {
      staffOnly(user, '「培训维护」');
      const data = db.transaction(() => {
        const current = course(body.courseId);
        const fields = checkedCourse(user, body, current);
        if (
          fields.passMark !== current.pass_mark &&
          db
            .prepare("SELECT 1 FROM train_exam_result WHERE course_id = ? AND state = 'pending'")
            .get(current.course_id)
        )
          throw businessError('该课程还有待审批的考试成绩，审批后才能修改及格分');
        db.prepare(
          `UPDATE train_course SET title = ?, install_type = ?, description = ?, material_path = ?, required = ?,
             pass_mark = ?, update_by = ?, update_time = ? WHERE course_id = ?`,
        ).run(
          fields.title,
          fields.installType,
          fields.description,
          fields.materialPath,
          fields.required,
          fields.passMark,
          user.userName,
          formatTime(now()),
          current.course_id,
        );
        return toCourse(course(current.course_id));
      })();
      return { data, msg: '修改成功' };
    }),

    route(calls.train.state, button(CODES.trainEdit), ({ body }, { user }) => {
      staffOnly(user, '「培训维护」');
      const current = course(body.courseId);
      if (current.state === body.state)
        throw businessError(body.state === 'closed' ? '该课程已停用' : '该课程已启用');
      db.prepare('UPDATE train_course SET state = ?, update_by = ?, update_time = ? WHERE course_id = ?').run(
        body.state,
        user.userName,
        formatTime(now()),
        current.course_id,
      );
      return {
        data: toCourse(course(current.course_id)),
        msg: body.state === 'closed' ? '已停用' : '已启用',
      };
    }),

    route(calls.train.remove, button(CODES.trainEdit), ({ body }, { user }) => {
      staffOnly(user, '「培训维护」');
      db.transaction(() => {
        const current = course(body.courseId);
        if (current.assigned > 0)
          throw businessError(`已有 ${current.assigned} 位师傅参加该培训，不能删除，可以停用`);
        db.prepare('DELETE FROM train_course WHERE course_id = ?').run(current.course_id);
      })();
      return { data: null, msg: '删除成功' };
    }),

    // 培训概览
    route(calls.trainEnrolment.list, button(CODES.trainList), ({ query }, { user }) => {
      const where = enrolmentWhere(query, scopeOf(user, '「培训概览」'));
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${ENROLMENT_SELECT} ${where.toSql()} ORDER BY e.assign_time DESC, e.enrolment_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as EnrolmentRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${ENROLMENT_FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toEnrolment), total, pageNum };
    }),

    route(calls.trainEnrolment.summary, button(CODES.trainList), ({ query }, { user }) => {
      const own = scopeOf(user, '「培训概览」');
      const where = new Where().equals('c.course_id', query.courseId);
      const scope = own === null ? '' : 'AND e.master_id = ?';
      const scopeParams = own === null ? [] : [own];
      if (own !== null)
        where.add('c.course_id IN (SELECT course_id FROM train_enrolment WHERE master_id = ?)', own);
      const rows = db
        .prepare(
          `SELECT c.course_id, c.title, c.required, c.pass_mark,
             (SELECT COUNT(*) FROM train_enrolment e WHERE e.course_id = c.course_id ${scope}) AS assigned,
             (SELECT COUNT(*) FROM train_enrolment e WHERE e.course_id = c.course_id ${scope}
                AND e.complete_time IS NOT NULL) AS completed,
             (SELECT COUNT(*) FROM train_enrolment e WHERE e.course_id = c.course_id ${scope}
                AND ${BEST} >= c.pass_mark) AS passed
           FROM train_course c ${where.toSql()} ORDER BY c.required DESC, c.create_time DESC, c.course_id DESC`,
        )
        .all(...scopeParams, ...scopeParams, ...scopeParams, ...where.params) as {
        course_id: number;
        title: string;
        required: number;
        pass_mark: number | null;
        assigned: number;
        completed: number;
        passed: number;
      }[];
      const data: TrainSummary[] = rows.map((row) => ({
        courseId: row.course_id,
        title: row.title,
        required: row.required === 1,
        hasExam: row.pass_mark !== null,
        assigned: row.assigned,
        completed: row.completed,
        passed: row.passed,
      }));
      return { data };
    }),

    route(calls.trainEnrolment.assign, button(CODES.trainEdit), ({ body }, { user }) => {
      staffOnly(user, '「培训维护」');
      const assigned = db.transaction(() => {
        const current = course(body.courseId);
        if (current.state === 'closed') throw businessError(`课程「${current.title}」已停用，不能再安排师傅`);
        const time = formatTime(now());
        for (const masterId of body.masterIds) {
          const master = db.prepare('SELECT master_name FROM master WHERE master_id = ?').get(masterId) as
            | { master_name: string }
            | undefined;
          if (!master) throw businessError(`师傅 ${masterId} 不存在`);
          if (
            db
              .prepare('SELECT 1 FROM train_enrolment WHERE course_id = ? AND master_id = ?')
              .get(current.course_id, masterId)
          )
            throw businessError(`${master.master_name}已参加课程「${current.title}」`);
          db.prepare(
            'INSERT INTO train_enrolment (course_id, master_id, assign_by, assign_time) VALUES (?, ?, ?, ?)',
          ).run(current.course_id, masterId, user.userName, time);
        }
        return body.masterIds.length;
      })();
      return { data: { assigned }, msg: `已安排 ${assigned} 位师傅参加培训` };
    }),

    route(calls.trainEnrolment.complete, button(CODES.trainStudy), ({ body }, { user }) => {
      const own = scopeOf(user, '「完成学习」');
      const data = db.transaction(() => {
        const row = enrolment(body.enrolmentId);
        if (own !== null && row.master_id !== own) throw businessError('师傅只能完成本人的培训');
        if (row.complete_time !== null) throw businessError('该培训已完成');
        db.prepare(
          'UPDATE train_enrolment SET complete_time = ? WHERE enrolment_id = ? AND complete_time IS NULL',
        ).run(formatTime(now()), row.enrolment_id);
        return toEnrolment(enrolment(row.enrolment_id));
      })();
      return { data, msg: '已完成学习' };
    }),

    route(calls.trainEnrolment.remove, button(CODES.trainEdit), ({ body }, { user }) => {
      staffOnly(user, '「培训维护」');
      db.transaction(() => {
        const row = enrolment(body.enrolmentId);
        const { results } = db
          .prepare('SELECT COUNT(*) AS results FROM train_exam_result WHERE course_id = ? AND master_id = ?')
          .get(row.course_id, row.master_id) as { results: number };
        if (results > 0) throw businessError(`${row.master_name}已有该课程的考试成绩，不能移出培训`);
        db.prepare('DELETE FROM train_enrolment WHERE enrolment_id = ?').run(row.enrolment_id);
      })();
      return { data: null, msg: '已移出培训' };
    }),

    route(calls.trainEnrolment.export, button(CODES.trainExport), async ({ query }, { user }) => {
      staffOnly(user, '「培训导出」');
      const at = now();
      const where = enrolmentWhere(query, null);
      const rows = db
        .prepare(
          `${ENROLMENT_SELECT} ${where.toSql()} ORDER BY e.assign_time DESC, e.enrolment_id DESC LIMIT ?`,
        )
        .all(...where.params, EXPORT_ROW_LIMIT) as EnrolmentRow[];
      const header = [
        '课程',
        '必修',
        '师傅',
        '学习进度',
        '最高成绩',
        '考试结果',
        '安排人',
        '安排时间',
        '完成时间',
      ];
      const sheet = [
        header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => {
          const item = toEnrolment(row);
          return [
            item.courseTitle,
            item.required ? '是' : '否',
            item.masterName,
            item.progress === 'completed' ? '已完成' : '学习中',
            item.bestScore ?? '',
            item.passed === null ? '无考试' : item.passed ? '通过' : '未通过',
            item.assignBy,
            item.assignTime,
            item.completeTime ?? '',
          ];
        }),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '培训概览' }).toBuffer();
      const exportName = `培训概览_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'train-enrolments',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: calls.trainEnrolment.export.produces, fileName: exportName };
    }),

    // 考试管理
    route(calls.exam.list, button(CODES.examList), ({ query }, { user }) => {
      const own = scopeOf(user, '「考试管理」');
      const where = new Where()
        .equals('r.course_id', query.courseId)
        .contains('m.master_name', query.masterName)
        .equals('r.state', query.state);
      if (own !== null) where.equals('r.master_id', own);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${RESULT_SELECT} ${where.toSql()} ORDER BY r.record_time DESC, r.result_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as ResultRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${RESULT_FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toResult), total, pageNum };
    }),

    route(calls.exam.add, button(CODES.examRecord), ({ body }, { user }) => {
      const own = scopeOf(user, '「登记成绩」');
      let masterId: number;
      if (own !== null) {
        if (own === 0 || (body.masterId !== undefined && body.masterId !== own))
          throw businessError('师傅只能登记本人的考试成绩');
        masterId = own;
      } else {
        if (body.masterId === undefined) throw businessError('请选择参加考试的师傅');
        masterId = body.masterId;
      }
      const at = now();
      if (body.examDate > formatDay(at)) throw businessError('考试日期不能晚于今天');
      const resultId = db.transaction(() => {
        const current = course(body.courseId);
        if (current.pass_mark === null) throw businessError(`课程「${current.title}」没有考试`);
        if (current.state === 'closed') throw businessError(`课程「${current.title}」已停用，不能再登记成绩`);
        const master = db.prepare('SELECT master_name FROM master WHERE master_id = ?').get(masterId) as
          | { master_name: string }
          | undefined;
        if (!master) throw businessError(`师傅 ${masterId} 不存在`);
        if (
          !db
            .prepare('SELECT 1 FROM train_enrolment WHERE course_id = ? AND master_id = ?')
            .get(current.course_id, masterId)
        )
          throw businessError(`${master.master_name}没有参加课程「${current.title}」，不能登记成绩`);
        if (
          db
            .prepare(
              "SELECT 1 FROM train_exam_result WHERE course_id = ? AND master_id = ? AND state = 'pending'",
            )
            .get(current.course_id, masterId)
        )
          throw businessError(`${master.master_name}在该课程已有待审批的考试成绩`);
        return Number(
          db
            .prepare(
              `INSERT INTO train_exam_result (course_id, master_id, score, pass_mark, exam_date, applicant_user_id,
                 record_by, record_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              current.course_id,
              masterId,
              body.score,
              current.pass_mark,
              body.examDate,
              user.userId,
              user.userName,
              formatTime(at),
            ).lastInsertRowid,
        );
      })();
      return { data: toResult(result(resultId)), msg: '考试成绩已登记，等待审批' };
    }),

    route(calls.exam.approve, button(CODES.examApprove), ({ body }, { user }) => {
      const data = db.transaction(() => {
        const row = decidable(user, body.resultId);
        decide(user, row, 'approved', body.remark.trim());
        return toResult(result(row.result_id));
      })();
      return { data, msg: '已同意，成绩生效' };
    }),

    route(calls.exam.refuse, button(CODES.examApprove), ({ body }, { user }) => {
      const remark = body.remark.trim();
      const data = db.transaction(() => {
        const row = decidable(user, body.resultId);
        if (remark === '') throw businessError('请输入拒绝原因');
        decide(user, row, 'refused', remark);
        return toResult(result(row.result_id));
      })();
      return { data, msg: '已拒绝' };
    }),

    route(calls.exam.remove, button(CODES.examRecord), ({ body }, { user }) => {
      const own = scopeOf(user, '「登记成绩」');
      db.transaction(() => {
        const row = result(body.resultId);
        if (own !== null && row.master_id !== own) throw businessError('师傅只能删除本人的考试成绩');
        if (row.state !== 'pending') throw businessError('已审批的考试成绩不能删除');
        db.prepare("DELETE FROM train_exam_result WHERE result_id = ? AND state = 'pending'").run(
          row.result_id,
        );
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}

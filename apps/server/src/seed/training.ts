import { formatDay, formatTime } from '../core/time';
import type { Db } from '../db/database';
import {
  INSTALL_TYPE_INSTALL,
  INSTALL_TYPE_MAINTAIN,
  INSTALL_TYPE_MEASURE,
  INSTALL_TYPE_REPAIR,
} from './installTypes';
import { DEMO_MASTER } from './orders';

const DAY_MS = 86_400_000;

interface CourseSeed {
  title: string;
  installType: string;
  description: string;
  required: boolean;
  passMark: number | null;
  closed?: boolean;
  /** Days before the anchor it was created. */
  age: number;
}

const COURSES: readonly CourseSeed[] = [
  {
    title: '上门服务安全规范',
    installType: INSTALL_TYPE_INSTALL,
    description: '登高、用电、工具使用的安全要求，每位师傅必修',
    required: true,
    passMark: 80,
    age: 60,
  },
  {
    title: '客户服务礼仪',
    installType: INSTALL_TYPE_MAINTAIN,
    description: '着装、沟通、完工确认与评价邀请',
    required: true,
    passMark: null,
    age: 50,
  },
  {
    title: '智能门锁安装实操',
    installType: INSTALL_TYPE_INSTALL,
    description: '常见门锁型号的开孔、安装与调试',
    required: false,
    passMark: 70,
    age: 30,
  },
  {
    title: '家电维修入门',
    installType: INSTALL_TYPE_REPAIR,
    description: '常见故障的判断与更换配件流程',
    required: false,
    passMark: 60,
    age: 20,
  },
  {
    title: '旧版测量规范（停用）',
    installType: INSTALL_TYPE_MEASURE,
    description: '已由新版测量规范取代',
    required: false,
    passMark: null,
    closed: true,
    age: 90,
  },
];

/**
 * D59: the demo's training: five courses (one closed, two without an exam), the first masters assigned (the demo
 * master on three courses, one completed), exam results in every state (two pending), and two months of appraisals
 * for the first six masters. No random draws; times are relative to the anchor.
 */
export function seedTraining(db: Db, anchor: number): void {
  const time = (days: number) => formatTime(anchor - days * DAY_MS);
  const masters = (
    db.prepare("SELECT master_id FROM master WHERE status = '0' ORDER BY master_id LIMIT 8").all() as {
      master_id: number;
    }[]
  ).map((row) => row.master_id);
  const course = db.prepare(
    `INSERT INTO train_course (title, install_type, description, material_path, required, pass_mark, state, create_by,
       create_user_id, create_time) VALUES (?, ?, ?, NULL, ?, ?, ?, '王派单', 2, ?)`,
  );
  const ids = COURSES.map((seed) =>
    Number(
      course.run(
        seed.title,
        seed.installType,
        seed.description,
        seed.required ? 1 : 0,
        seed.passMark,
        seed.closed ? 'closed' : 'open',
        time(seed.age),
      ).lastInsertRowid,
    ),
  );
  const [safety = 0, manners = 0, locks = 0, repair = 0] = ids;
  const enrol = db.prepare(
    `INSERT INTO train_enrolment (course_id, master_id, assign_by, assign_time, complete_time)
       VALUES (?, ?, '王派单', ?, ?)`,
  );
  // Every listed master on the two required courses; the first five completed safety, the first three manners.
  masters.forEach((masterId, index) => {
    enrol.run(safety, masterId, time(55), index < 5 ? time(40 - index) : null);
    enrol.run(manners, masterId, time(45), index < 3 ? time(30 - index) : null);
  });
  // Door locks: the demo master (studying) and the next two; repair: two masters.
  const lockMasters = [
    DEMO_MASTER.masterId,
    ...masters.filter((id) => id !== DEMO_MASTER.masterId).slice(0, 2),
  ];
  lockMasters.forEach((masterId, index) => {
    enrol.run(locks, masterId, time(25), index === 2 ? time(10) : null);
  });
  for (const masterId of masters.slice(3, 5)) enrol.run(repair, masterId, time(15), null);

  const result = db.prepare(
    `INSERT INTO train_exam_result (course_id, master_id, score, pass_mark, exam_date, state, applicant_user_id, record_by,
       record_time, remark, decided_by, decided_user_id, decide_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const decided = (
    courseId: number,
    passMark: number,
    masterId: number,
    score: number,
    days: number,
    state: 'approved' | 'refused',
    remark: string,
  ) =>
    result.run(
      courseId,
      masterId,
      score,
      passMark,
      formatDay(anchor - days * DAY_MS),
      state,
      2,
      '王派单',
      time(days),
      remark,
      '王派单',
      2,
      time(days - 1),
    );
  const [first, second, third, fourth, fifth] = masters;
  if (first !== undefined) decided(safety, 80, first, 92, 38, 'approved', '');
  if (second !== undefined) decided(safety, 80, second, 85, 37, 'approved', '');
  if (third !== undefined) decided(safety, 80, third, 72, 36, 'approved', '未达及格分，下月补考');
  if (fourth !== undefined)
    decided(safety, 80, fourth, 95, 35, 'refused', '考试时长不足，成绩作废，请重新考试');
  // Pending last: the newest ids (the contract cases decide the newest pending result).
  if (fifth !== undefined)
    result.run(
      safety,
      fifth,
      88,
      80,
      formatDay(anchor - 3 * DAY_MS),
      'pending',
      2,
      '王派单',
      time(3),
      null,
      null,
      null,
      null,
    );
  const demoUser = DEMO_MASTER.userId;
  result.run(
    locks,
    DEMO_MASTER.masterId,
    76,
    70,
    formatDay(anchor - DAY_MS),
    'pending',
    demoUser,
    '郭师傅',
    time(1),
    null,
    null,
    null,
    null,
  );

  const appraise = db.prepare(
    `INSERT INTO master_appraisal (master_id, period, quality, punctuality, attitude, compliance, comment, appraiser,
       appraiser_user_id, appraise_time) VALUES (?, ?, ?, ?, ?, ?, ?, '王派单', 2, ?)`,
  );
  const month = (back: number) => {
    const day = new Date(anchor);
    day.setUTCDate(1);
    day.setUTCMonth(day.getUTCMonth() - back);
    return formatDay(day.getTime()).slice(0, 7);
  };
  const COMMENTS = [
    '服务稳定，客户评价好',
    '偶有迟到，需注意准时',
    '完工资料齐全',
    '沟通耐心，继续保持',
    '',
    '配件登记需更规范',
  ];
  masters.slice(0, 6).forEach((masterId, index) => {
    for (const back of [2, 1]) {
      const base = 25 - ((index + back) % 4);
      appraise.run(
        masterId,
        month(back),
        base,
        Math.max(15, base - (index % 3) * 2),
        Math.min(25, base + 1 - (index % 2)),
        Math.max(18, base - back),
        COMMENTS[(index + back) % COMMENTS.length] ?? '',
        time(back * 30 - 5),
      );
    }
  });
}

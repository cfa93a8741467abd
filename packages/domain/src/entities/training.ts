import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, DictValueSchema, IdSchema, Nullable, ShortTextSchema } from './common';

/**
 * D59 (issue 17): the masters' training. A course (培训列表) teaches one install type (a skill, dictionary
 * `install_type`) with a material file, is required or optional, and is open (可学习) or closed (已停用). Staff
 * assign masters to a course (培训概览: assigned, completed, passed per course, each master's progress); a master
 * marks their own study completed. A course with a pass mark has an exam (考试管理): a result recorded by staff
 * or by the master is a request of the approval type `examResult` (D51's model names the roles that decide it);
 * only an approved result counts as passed. An appraisal (考核表) scores a master per period on four criteria;
 * it is a record for the staff and feeds nothing else (the master's score stays D50's).
 */
export const TrainCourseStateSchema = Type.Union([Type.Literal('open'), Type.Literal('closed')]);
export type TrainCourseState = Static<typeof TrainCourseStateSchema>;
export const TRAIN_COURSE_STATES = ['open', 'closed'] as const satisfies readonly TrainCourseState[];

/** D59: the longest course title and the longest description. */
export const TRAIN_TITLE_MAX = 50;
export const TRAIN_TEXT_MAX = 200;
/** D59: what a material file may be: a PDF, a Word or PowerPoint document, or a picture. */
export const TRAIN_MATERIAL_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png'] as const;

/** D59: one course as 培训列表 lists it (a master sees the courses assigned to them, with their own progress). */
export const TrainCourseSchema = Type.Object(
  {
    courseId: IdSchema,
    title: Type.String({ minLength: 1, maxLength: TRAIN_TITLE_MAX }),
    /** The skill taught (dictionary `install_type`). */
    installType: DictValueSchema,
    description: Type.String({ maxLength: TRAIN_TEXT_MAX }),
    /** The material, a file of the file storage (D47), or none yet. */
    materialName: Nullable(Type.String({ maxLength: 255 })),
    materialPath: Nullable(Type.String({ maxLength: 255 })),
    required: Type.Boolean(),
    /** The exam's pass mark out of 100; null when the course has no exam. */
    passMark: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
    state: TrainCourseStateSchema,
    /** Masters assigned, and those who completed the study. */
    assigned: Type.Integer({ minimum: 0 }),
    completed: Type.Integer({ minimum: 0 }),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'TrainCourse' },
);
export type TrainCourse = Static<typeof TrainCourseSchema>;

/** D59: what a course is saved with (add or edit); optional fields rather than null (a query-string-safe shape). */
export const TrainCourseFormSchema = Type.Object({
  title: Type.String({ maxLength: TRAIN_TITLE_MAX }),
  installType: DictValueSchema,
  description: Type.String({ maxLength: TRAIN_TEXT_MAX }),
  /** The material file's stored path; absent: none. */
  materialPath: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  required: Type.Boolean(),
  /** The exam's pass mark; absent: the course has no exam. */
  passMark: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type TrainCourseForm = Static<typeof TrainCourseFormSchema>;

/** D59: a master's progress on a course: assigned (学习中) or completed (已完成); passed from the approved exam. */
export const TrainProgressSchema = Type.Union([Type.Literal('studying'), Type.Literal('completed')]);
export type TrainProgress = Static<typeof TrainProgressSchema>;
export const TRAIN_PROGRESSES = ['studying', 'completed'] as const satisfies readonly TrainProgress[];

/** D59: one master on one course (培训概览's lower list). */
export const TrainEnrolmentSchema = Type.Object(
  {
    enrolmentId: IdSchema,
    courseId: IdSchema,
    courseTitle: Type.String({ maxLength: TRAIN_TITLE_MAX }),
    required: Type.Boolean(),
    masterId: IdSchema,
    masterName: ShortTextSchema,
    progress: TrainProgressSchema,
    /** Whether an approved exam result of the master on the course reached the pass mark (null: no exam). */
    passed: Nullable(Type.Boolean()),
    /** The best approved score, if any. */
    bestScore: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
    assignBy: ShortTextSchema,
    assignTime: DateTimeTextSchema,
    completeTime: Nullable(DateTimeTextSchema),
  },
  { title: 'TrainEnrolment' },
);
export type TrainEnrolment = Static<typeof TrainEnrolmentSchema>;

/** D59: one course's figures (培训概览's upper table). */
export const TrainSummarySchema = Type.Object(
  {
    courseId: IdSchema,
    title: Type.String({ maxLength: TRAIN_TITLE_MAX }),
    required: Type.Boolean(),
    hasExam: Type.Boolean(),
    assigned: Type.Integer({ minimum: 0 }),
    completed: Type.Integer({ minimum: 0 }),
    passed: Type.Integer({ minimum: 0 }),
  },
  { title: 'TrainSummary' },
);
export type TrainSummary = Static<typeof TrainSummarySchema>;

/** D59: an exam result's state: a request of the approval type `examResult`. */
export const ExamResultStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
]);
export type ExamResultState = Static<typeof ExamResultStateSchema>;
export const EXAM_RESULT_STATES = [
  'pending',
  'approved',
  'refused',
] as const satisfies readonly ExamResultState[];

/** D59: one exam attempt (考试管理). */
export const ExamResultSchema = Type.Object(
  {
    resultId: IdSchema,
    courseId: IdSchema,
    courseTitle: Type.String({ maxLength: TRAIN_TITLE_MAX }),
    passMark: Type.Integer({ minimum: 1, maximum: 100 }),
    masterId: IdSchema,
    masterName: ShortTextSchema,
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    /** The score reached the pass mark (counted as passed once approved). */
    passed: Type.Boolean(),
    examDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    state: ExamResultStateSchema,
    recordBy: ShortTextSchema,
    recordTime: DateTimeTextSchema,
    remark: Nullable(Type.String({ maxLength: TRAIN_TEXT_MAX })),
    decidedBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'ExamResult' },
);
export type ExamResult = Static<typeof ExamResultSchema>;

/** D59: the four criteria of an appraisal, each scored 0–25 (the total is out of 100). */
export const APPRAISAL_CRITERIA = ['quality', 'punctuality', 'attitude', 'compliance'] as const;
export type AppraisalCriterion = (typeof APPRAISAL_CRITERIA)[number];
export const APPRAISAL_CRITERION_MAX = 25;
const CriterionScore = Type.Integer({ minimum: 0, maximum: APPRAISAL_CRITERION_MAX });

/** D59: an appraisal's period, a month (`YYYY-MM`). */
export const AppraisalPeriodSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });

/** D59: what an appraisal is saved with. */
export const AppraisalFormBodySchema = Type.Object({
  masterId: IdSchema,
  period: AppraisalPeriodSchema,
  quality: CriterionScore,
  punctuality: CriterionScore,
  attitude: CriterionScore,
  compliance: CriterionScore,
  comment: Type.String({ maxLength: TRAIN_TEXT_MAX }),
});
export type AppraisalFormBody = Static<typeof AppraisalFormBodySchema>;

/** D59: one appraisal (考核表): a master's month, four criteria, the total, who appraised. */
export const AppraisalSchema = Type.Object(
  {
    appraisalId: IdSchema,
    masterId: IdSchema,
    masterName: ShortTextSchema,
    period: AppraisalPeriodSchema,
    quality: CriterionScore,
    punctuality: CriterionScore,
    attitude: CriterionScore,
    compliance: CriterionScore,
    total: Type.Integer({ minimum: 0, maximum: 100 }),
    comment: Type.String({ maxLength: TRAIN_TEXT_MAX }),
    appraiser: ShortTextSchema,
    appraiseTime: DateTimeTextSchema,
  },
  { title: 'Appraisal' },
);
export type Appraisal = Static<typeof AppraisalSchema>;

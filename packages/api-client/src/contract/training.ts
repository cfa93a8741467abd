import {
  AppraisalFormBodySchema,
  AppraisalPeriodSchema,
  AppraisalSchema,
  DictValueSchema,
  ExamResultSchema,
  ExamResultStateSchema,
  IdSchema,
  TRAIN_TEXT_MAX,
  TrainCourseFormSchema,
  TrainCourseSchema,
  TrainCourseStateSchema,
  TrainEnrolmentSchema,
  TrainProgressSchema,
  TrainSummarySchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, paged, XLSX_MIME } from './fields';

const DayText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const ExamDecisionBody = Type.Object({
  resultId: IdSchema,
  remark: Type.String({ maxLength: TRAIN_TEXT_MAX }),
});
const enrolmentFilters = {
  courseId: optionalId(),
  masterName: optionalText(50),
  progress: Type.Optional(TrainProgressSchema),
};
const appraisalFilters = {
  masterName: optionalText(50),
  period: Type.Optional(AppraisalPeriodSchema),
};

/**
 * D59: the masters' training (`/master/train/*`, `/master/trainEnrolment/*`), exam results (`/master/exam/*`,
 * requests of the approval type `examResult`) and appraisals (`/master/appraisal/*`). A master reads only the
 * courses assigned to them and their own enrolments, results and appraisals.
 */
export const training = {
  train: {
    list: defineCall({
      method: 'GET',
      path: '/master/train/list',
      query: paged({
        title: optionalText(50),
        installType: Type.Optional(DictValueSchema),
        required: Type.Optional(Type.Boolean()),
        state: Type.Optional(TrainCourseStateSchema),
      }),
      response: PageEnvelope(TrainCourseSchema),
      doc: {
        summary: 'Training courses, newest first; a master sees the courses assigned to them (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/train/add',
      body: TrainCourseFormSchema,
      response: Envelope(TrainCourseSchema),
      doc: {
        summary: 'Add a course (title unique, material uploaded by the caller) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/master/train/edit',
      body: Type.Object({ courseId: IdSchema, ...TrainCourseFormSchema.properties }),
      response: Envelope(TrainCourseSchema),
      doc: { summary: 'Edit a course (D59)', path: 'chosen', payload: 'chosen' },
    }),
    state: defineCall({
      method: 'POST',
      path: '/master/train/state',
      body: Type.Object({ courseId: IdSchema, state: TrainCourseStateSchema }),
      response: Envelope(TrainCourseSchema),
      doc: {
        summary: 'Close a course (no new masters, no new results) or open it again (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/train/remove',
      body: Type.Object({ courseId: IdSchema }),
      response: Done,
      doc: {
        summary: 'Delete a course no master was assigned to (else refused: close it) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  trainEnrolment: {
    list: defineCall({
      method: 'GET',
      path: '/master/trainEnrolment/list',
      query: paged(enrolmentFilters),
      response: PageEnvelope(TrainEnrolmentSchema),
      doc: {
        summary: 'Masters on courses with their progress and exam; a master sees their own (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    summary: defineCall({
      method: 'GET',
      path: '/master/trainEnrolment/summary',
      query: Type.Object({ courseId: optionalId() }),
      response: Envelope(Type.Array(TrainSummarySchema)),
      doc: {
        summary: 'Per course: masters assigned, completed, passed (approved results) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    assign: defineCall({
      method: 'POST',
      path: '/master/trainEnrolment/assign',
      body: Type.Object({
        courseId: IdSchema,
        masterIds: Type.Array(IdSchema, { minItems: 1, maxItems: 100, uniqueItems: true }),
      }),
      response: Envelope(Type.Object({ assigned: Type.Integer({ minimum: 0 }) })),
      doc: {
        summary: 'Assign masters to an open course (refused when one is already on it) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    complete: defineCall({
      method: 'POST',
      path: '/master/trainEnrolment/complete',
      body: Type.Object({ enrolmentId: IdSchema }),
      response: Envelope(TrainEnrolmentSchema),
      doc: {
        summary: 'Mark a study completed (a master their own) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/trainEnrolment/remove',
      body: Type.Object({ enrolmentId: IdSchema }),
      response: Done,
      doc: {
        summary: 'Take a master off a course (refused once they have exam results) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/master/trainEnrolment/export',
      kind: 'blob',
      query: Type.Object(enrolmentFilters),
      produces: XLSX_MIME,
      fileName: 'train-enrolments.xlsx',
      doc: { summary: 'Excel export of the filtered enrolments (D59)', path: 'chosen', payload: 'chosen' },
    }),
  },
  exam: {
    list: defineCall({
      method: 'GET',
      path: '/master/exam/list',
      query: paged({
        courseId: optionalId(),
        masterName: optionalText(50),
        state: Type.Optional(ExamResultStateSchema),
      }),
      response: PageEnvelope(ExamResultSchema),
      doc: {
        summary: 'Exam results, newest first; a master sees their own (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/exam/add',
      body: Type.Object({
        courseId: IdSchema,
        /** Staff name the master; a master records their own. */
        masterId: Type.Optional(IdSchema),
        score: Type.Integer({ minimum: 0, maximum: 100 }),
        examDate: DayText,
      }),
      response: Envelope(ExamResultSchema),
      doc: {
        summary:
          'Record a result on an open course with an exam the master is on (one pending per master and course) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    approve: defineCall({
      method: 'POST',
      path: '/master/exam/approve',
      body: ExamDecisionBody,
      response: Envelope(ExamResultSchema),
      doc: {
        summary: 'Approve a pending result (its approver roles only) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    refuse: defineCall({
      method: 'POST',
      path: '/master/exam/refuse',
      body: ExamDecisionBody,
      response: Envelope(ExamResultSchema),
      doc: { summary: 'Refuse a pending result with a remark (D59)', path: 'chosen', payload: 'chosen' },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/exam/remove',
      body: Type.Object({ resultId: IdSchema }),
      response: Done,
      doc: {
        summary: 'Delete a pending result (a master their own); a decided one stays (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  appraisal: {
    list: defineCall({
      method: 'GET',
      path: '/master/appraisal/list',
      query: paged(appraisalFilters),
      response: PageEnvelope(AppraisalSchema),
      doc: {
        summary: 'Appraisals, newest period first; a master sees their own (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/appraisal/add',
      body: AppraisalFormBodySchema,
      response: Envelope(AppraisalSchema),
      doc: {
        summary: 'Appraise a master for a month (one per master and month, not a future month) (D59)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/master/appraisal/edit',
      body: Type.Object({ appraisalId: IdSchema, ...AppraisalFormBodySchema.properties }),
      response: Envelope(AppraisalSchema),
      doc: { summary: 'Edit an appraisal (D59)', path: 'chosen', payload: 'chosen' },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/appraisal/remove',
      body: Type.Object({ appraisalId: IdSchema }),
      response: Done,
      doc: { summary: 'Delete an appraisal (D59)', path: 'chosen', payload: 'chosen' },
    }),
    export: defineCall({
      method: 'GET',
      path: '/master/appraisal/export',
      kind: 'blob',
      query: Type.Object(appraisalFilters),
      produces: XLSX_MIME,
      fileName: 'master-appraisals.xlsx',
      doc: { summary: 'Excel export of the filtered appraisals (D59)', path: 'chosen', payload: 'chosen' },
    }),
  },
};

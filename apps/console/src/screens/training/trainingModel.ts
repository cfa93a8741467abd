/** The query keys of the training screens (D59): one root, so a change refreshes every list of the area. */
export const TRAINING_KEY = ['training'] as const;

/** The training screens' routes (their catalogue keys under 师傅管理). */
export const TRAINING_PATHS = {
  trainList: '/master/trainList',
  trainOverview: '/master/trainOverview',
  examination: '/master/examination',
  appraisalForm: '/master/appraisalForm',
} as const;

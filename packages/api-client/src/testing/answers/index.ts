import type { Contract } from '../../contract';
import { authAnswers, systemAnswers } from './auth';
import { dfsAnswers } from './dfs';
import { enterpriseAnswers } from './enterprise';
import { basicdataAnswers, financeAnswers } from './finance';
import { masterAnswers } from './master';
import { orderAnswers } from './order';
import { analysisAnswers, backlogAnswers, stuffAnswers } from './stuff';
import type { AnswersOf } from './types';

/** The happy-path answer of every call of the contract (a missing one does not compile). */
export const defaultAnswers: AnswersOf<Contract> = {
  auth: authAnswers,
  system: systemAnswers,
  stuff: stuffAnswers,
  order: orderAnswers,
  finance: financeAnswers,
  basicdata: basicdataAnswers,
  enterprise: enterpriseAnswers,
  dfs: dfsAnswers,
  backlog: backlogAnswers,
  analysis: analysisAnswers,
  master: masterAnswers,
};

export {
  FIXTURE_CAPTCHA_UUID,
  FIXTURE_INITIAL_PASSWORD,
  FIXTURE_REGISTRATION_CODE,
  FIXTURE_TOKEN,
} from './auth';
export { FIXTURE_FILE_HOST } from './dfs';
export { FIXTURE_RECHARGE_ORDER_NO } from './finance';
export type { Answer, AnswerContext, AnswerInput, AnswersOf, FileAnswer } from './types';
export { AnswerFailure } from './util';

import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { registrationCode } from '../../contract/enterprise/registrationCode';
import { FIXTURE_ISSUED_CODE, registrationCodes } from '../fixtures/registrationCodes';
import type { AnswerContext, AnswersOf } from './types';
import { AnswerFailure, filterRows } from './util';

/** D56: staff only, as the server decides. */
function staffOnly(context: AnswerContext): void {
  if (context.user.userType === USER_TYPE_ENTERPRISE) {
    throw new AnswerFailure('没有权限执行「企业注册码」（仅平台人员可操作），请联系管理员授权', 403);
  }
}

/**
 * D56: the registration code answers: the list masked, the code in full only from add and rotate.
 * The handlers keep no state; a story that needs a refusal (expired, used up …) answers it itself.
 */
export const registrationCodeAnswers: AnswersOf<typeof registrationCode> = {
  list: (query, context) => {
    staffOnly(context);
    return filterRows(registrationCodes, { enterpriseId: query.enterpriseId, status: query.status });
  },
  add: (_body, context) => {
    staffOnly(context);
    return { codeId: registrationCodes.length + 1, registrationCode: FIXTURE_ISSUED_CODE };
  },
  rotate: ({ codeId }, context) => {
    staffOnly(context);
    return { codeId, registrationCode: FIXTURE_ISSUED_CODE };
  },
  disable: (_body, context) => {
    staffOnly(context);
    return null;
  },
  enable: (_body, context) => {
    staffOnly(context);
    return null;
  },
};

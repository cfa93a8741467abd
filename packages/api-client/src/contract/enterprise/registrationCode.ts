import {
  DateTimeTextSchema,
  IdSchema,
  IssuedRegistrationCodeSchema,
  REGISTRATION_CODE_MAX_USES,
  RegistrationCodeRowSchema,
  RegistrationCodeStatusSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, paged } from '../fields';

const CodeIdBody = Type.Object({ codeId: IdSchema });

/**
 * D56: staff's registration codes (企业注册). The list answers codes masked; issuing and rotating
 * answer the new code in full, once. The register page's calls (`/auth/registrationCode`,
 * `/auth/addEmployee`) accept only an enabled, unexpired code with uses left.
 */
export const registrationCode = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/registrationCodes/list',
    query: paged({
      enterpriseId: optionalId(),
      status: Type.Optional(RegistrationCodeStatusSchema),
    }),
    response: PageEnvelope(RegistrationCodeRowSchema),
    doc: {
      summary: 'Paged registration codes of every enterprise, masked (D56)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/registrationCodes/add',
    body: Type.Object({
      enterpriseId: IdSchema,
      /** `YYYY-MM-DD HH:mm:ss`, later than now and at most 366 days ahead. */
      expireTime: DateTimeTextSchema,
      maxUses: Type.Integer({ minimum: 1, maximum: REGISTRATION_CODE_MAX_USES }),
    }),
    response: Envelope(IssuedRegistrationCodeSchema),
    doc: {
      summary: 'Issue a registration code for an enterprise; answers the code once (D56)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  rotate: defineCall({
    method: 'POST',
    path: '/enterprise/registrationCodes/rotate',
    body: CodeIdBody,
    response: Envelope(IssuedRegistrationCodeSchema),
    doc: {
      summary: 'Give a registration code a new secret (the old one stops at once); answers it once (D56)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/registrationCodes/disable',
    body: CodeIdBody,
    response: Done,
    doc: { summary: 'Disable a registration code (D56)', path: 'chosen', payload: 'chosen' },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/registrationCodes/enable',
    body: CodeIdBody,
    response: Done,
    doc: { summary: 'Enable a disabled registration code again (D56)', path: 'chosen', payload: 'chosen' },
  }),
};

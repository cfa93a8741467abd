import { DateTimeTextSchema, EnterpriseContractListRowSchema, IdSchema, ZeroOneSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, PageEnvelope } from '../envelope';
import { IdListTextField, optionalId, optionalText, paged } from '../fields';

const MainQuery = Type.Object({ contractId: IdSchema, enterpriseId: IdSchema });
const IdQuery = Type.Object({ id: IdSchema });

/** Contract list and state changes (spec 000 §7.8, 001 §7 contract actions, D3). */
export const contract = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/contract/list',
    query: paged({
      enterpriseId: optionalId(),
      enterpriseName: optionalText(100),
      contractNo: optionalText(64),
      contractName: optionalText(100),
      isMainContract: Type.Optional(ZeroOneSchema),
      forbiddenStatus: Type.Optional(ZeroOneSchema),
    }),
    response: PageEnvelope(EnterpriseContractListRowSchema),
    doc: {
      summary: 'Contract list across enterprises (or of one enterprise)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/contract/update',
    body: Type.Object({
      id: IdSchema,
      contractNo: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      contractName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      contractStartTime: Type.Optional(DateTimeTextSchema),
      contractEndTime: Type.Optional(DateTimeTextSchema),
    }),
    response: Done,
    doc: { summary: 'Edit number, name or period of a contract', path: 'spec', payload: 'spec' },
  }),
  toMain: defineCall({
    method: 'POST',
    path: '/enterprise/contract/toMain',
    query: MainQuery,
    response: Done,
    doc: { summary: 'Set as main contract (switch turned on, D3)', path: 'spec', payload: 'spec' },
  }),
  toNonMain: defineCall({
    method: 'POST',
    path: '/enterprise/contract/toNonMain',
    query: MainQuery,
    response: Done,
    doc: { summary: 'Unset the main contract (switch turned off, D3)', path: 'spec', payload: 'spec' },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/contract/disable',
    query: IdQuery,
    response: Done,
    doc: { summary: 'Disable a contract', path: 'spec', payload: 'spec' },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/contract/enable',
    query: IdQuery,
    response: Done,
    doc: { summary: 'Enable a contract', path: 'spec', payload: 'spec' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/contract/remove',
    query: Type.Object({ ids: IdListTextField }),
    response: Done,
    doc: { summary: 'Remove contracts (ids comma-joined)', path: 'spec', payload: 'spec' },
  }),
};

import { contract, defineCall } from '@onsite/api-client';
import { DemandTypeSchema, IdSchema } from '@onsite/domain';
import { Type } from 'typebox';

/**
 * The demand text as the server accepts it. The contract's field (minLength 1, pattern \S) would
 * answer a generic schema message for an empty or blank text before spec 001 §5's own message
 * (要求不能为空！) could be given; the server takes any text up to 500 characters and lets the
 * domain rule (validateDemandContent) refuse the blank ones.
 */
const DemandContentField = Type.String({ maxLength: 500 });

export const demandAddCall = defineCall({
  ...contract.enterprise.demand.add,
  kind: 'json',
  body: Type.Object({
    enterpriseId: IdSchema,
    demandType: DemandTypeSchema,
    demandContent: DemandContentField,
  }),
});

export const demandUpdateCall = defineCall({
  ...contract.enterprise.demand.update,
  kind: 'json',
  body: Type.Object({ demandId: IdSchema, demandContent: DemandContentField }),
});

import { contract, defineCall } from '@onsite/api-client';
import { EnterpriseProfileSchema, IdSchema, ZeroOneSchema } from '@onsite/domain';
import { Type } from 'typebox';

/**
 * A return address as the update accepts it: the contract's ReturnAddress requires complete rows,
 * which would answer a generic schema message before spec 001 §5's own messages
 * (请输入11位联系方式, 旧件寄回地址填写不完整!) could be given. The server takes rows of bounded
 * text and lets the domain rule (validateReturnAddresses) judge them; a complete row passes both.
 */
const AddressRowSchema = Type.Object({
  contactId: Type.Optional(IdSchema),
  contact: Type.String({ maxLength: 50 }),
  phoneNumber: Type.String({ maxLength: 20 }),
  address: Type.String({ maxLength: 200 }),
  defaultStatus: ZeroOneSchema,
});

/** `/enterprise/management/update` with the contract's body except the address rows (see above). */
export const profileUpdateCall = defineCall({
  ...contract.enterprise.management.update,
  kind: 'json',
  body: Type.Object({
    ...EnterpriseProfileSchema.properties,
    contacts: Type.Array(AddressRowSchema, { maxItems: 5 }),
  }),
});

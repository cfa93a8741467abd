import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';

/**
 * D56: registration codes (企业注册). A person joins an existing enterprise on the register page
 * (`/user/userRegister`, `/auth/addEmployee`) with one of its codes. Staff issue codes for an
 * enterprise with an expiry and a use limit, rotate them (a new secret, the old one stops at once)
 * and disable or enable them. The code is a secret: the server keeps only its keyed digest and its
 * last four characters, answers it in full once (on issue and on rotation) and masked ever after.
 */

/** A code as typed on the register page: letters and digits (the server upper-cases it). */
export const RegistrationCodeTextSchema = Type.String({
  minLength: 4,
  maxLength: 32,
  pattern: '^[A-Za-z0-9]+$',
});

/** A masked code: stars, then its last four characters (e.g. `******7QXM`). */
export const MaskedRegistrationCodeSchema = Type.String({ minLength: 5, maxLength: 32 });

/** Most accounts one issued code may create. */
export const REGISTRATION_CODE_MAX_USES = 1000;
/** Latest expiry of an issued code, in days from the moment it is issued. */
export const REGISTRATION_CODE_MAX_DAYS = 366;

/** 0 enabled, 1 disabled (staff switch it). */
export const RegistrationCodeStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/**
 * What a code can do now, as the list shows it and the register call decides: enabled (accepted),
 * disabled, expired (its expiry has passed) or usedUp (its uses reached the limit). Disabled wins
 * over expired, expired over usedUp.
 */
export const REGISTRATION_CODE_STATES = ['enabled', 'disabled', 'expired', 'usedUp'] as const;
export type RegistrationCodeState = (typeof REGISTRATION_CODE_STATES)[number];
export const RegistrationCodeStateSchema = Type.Union([
  Type.Literal('enabled'),
  Type.Literal('disabled'),
  Type.Literal('expired'),
  Type.Literal('usedUp'),
]);

/** A row of the registration code list (never the code itself). */
export const RegistrationCodeRowSchema = Type.Object(
  {
    codeId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    maskedCode: MaskedRegistrationCodeSchema,
    status: RegistrationCodeStatusSchema,
    state: RegistrationCodeStateSchema,
    /** Accounts created with the code. */
    useCount: Type.Integer({ minimum: 0 }),
    /** Most accounts it may create; null: no limit (the enterprise's standing code). */
    maxUses: Nullable(Type.Integer({ minimum: 1 })),
    /** `YYYY-MM-DD HH:mm:ss`; null: no expiry (the enterprise's standing code). */
    expireTime: Nullable(DateTimeTextSchema),
    /**
     * 1: the enterprise's standing code, made with the enterprise, which its administrator rotates
     * (no expiry, no limit); 0: issued by staff.
     */
    standing: Type.Union([Type.Literal(0), Type.Literal(1)]),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
    /** The last rotation, disabling or enabling. */
    updateBy: ShortTextSchema,
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'RegistrationCodeRow' },
);
export type RegistrationCodeRow = Static<typeof RegistrationCodeRowSchema>;

/** A code answered in full: once, when it is issued or rotated. */
export const IssuedRegistrationCodeSchema = Type.Object(
  { codeId: IdSchema, registrationCode: RegistrationCodeTextSchema },
  { title: 'IssuedRegistrationCode' },
);
export type IssuedRegistrationCode = Static<typeof IssuedRegistrationCodeSchema>;

/** A code shown masked: stars for all but its last four characters. */
export function maskRegistrationCode(tail: string): string {
  return `******${tail.slice(-4).toUpperCase()}`;
}

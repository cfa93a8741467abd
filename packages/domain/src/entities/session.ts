import { type Static, Type } from 'typebox';
import { IdSchema, Nullable, ShortTextSchema } from './common';

/** The answer of both sign-in calls (D13). */
export const SignInResultSchema = Type.Object(
  {
    token: Type.String({ minLength: 1 }),
    /**
     * Present (true) when the password was chosen by someone else (first start, added or reset by an
     * administrator): the session may only change its own password until then (issue 14).
     */
    passwordChangeRequired: Type.Optional(Type.Boolean()),
  },
  { title: 'SignInResult' },
);
export type SignInResult = Static<typeof SignInResultSchema>;

/**
 * The signed-in user as `/system/user/info` answers it (spec 000 §3 Signed-in user state, D13).
 * `buttons` may be missing or empty: then every button is allowed (D11).
 */
export const CurrentUserSchema = Type.Object(
  {
    userId: IdSchema,
    loginName: ShortTextSchema,
    userName: ShortTextSchema,
    /** Absent: the console shows a default image (a different one for user type 1). */
    avatar: Nullable(Type.String({ maxLength: 255 })),
    /** Must be non-empty, otherwise loading the user fails (spec 000 §5). */
    roleIds: Type.Array(IdSchema),
    roleName: ShortTextSchema,
    buttons: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
    enterpriseId: Nullable(IdSchema),
    /** '00' platform super type, '22' enterprise user, '1' product brand; others exist (D9). */
    userType: Type.String({ minLength: 1, maxLength: 2 }),
    deptId: Nullable(IdSchema),
    deptName: Nullable(ShortTextSchema),
    teamId: Nullable(IdSchema),
    workType: Nullable(ShortTextSchema),
    phonenumber: ShortTextSchema,
  },
  { title: 'CurrentUser' },
);
export type CurrentUser = Static<typeof CurrentUserSchema>;

/** The current user as the header shows it (`/stuff/stuff/getuser`, spec 000 §3 Current user). */
export const HeaderProfileSchema = Type.Object(
  {
    deptId: Nullable(IdSchema),
    userType: Type.String({ minLength: 1, maxLength: 2 }),
    loginName: ShortTextSchema,
    userName: ShortTextSchema,
    deptName: Nullable(ShortTextSchema),
    roleName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    /** Comma-joined role ids. */
    roleIds: Type.String({ maxLength: 200 }),
  },
  { title: 'HeaderProfile' },
);
export type HeaderProfile = Static<typeof HeaderProfileSchema>;

/** Menu type: 'M' directory (gives a layout via menuLay), 'C' screen, 'F' button. */
export const MenuTypeSchema = Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')]);

/** A menu entry the server returns for the signed-in user (spec 000 §3 Menu item). */
export const SystemMenuSchema = Type.Object(
  {
    menuId: IdSchema,
    /** 0 for a top-level entry. */
    parentId: Type.Integer({ minimum: 0 }),
    menuName: Type.String({ maxLength: 50 }),
    /** Screen key of the catalogue (spec 000 §2.2); also the route segment. */
    menuKey: Type.String({ maxLength: 100 }),
    menuType: MenuTypeSchema,
    /** Layout component of an 'M' entry. */
    menuLay: Nullable(Type.String({ maxLength: 50 })),
    icon: Type.String({ maxLength: 100 }),
    /** '1' means hidden. */
    visible: Type.Union([Type.Literal('0'), Type.Literal('1')]),
    orderNum: Type.Integer({ minimum: 0 }),
    /** Button permission code of an 'F' entry, '' otherwise. */
    perms: Type.String({ maxLength: 100 }),
  },
  { title: 'SystemMenu' },
);
export type SystemMenu = Static<typeof SystemMenuSchema>;

import { DateTimeTextSchema, IdSchema, MobileTextSchema, PageQuerySchema } from '@onsite/domain';
import { type TProperties, Type } from 'typebox';

/**
 * Request field schemas shared by the families. They are the validation rules the reference
 * server enforces (length limits, enums, non-negative money, safe file names).
 */

/** A query of a paged list: the spec's paging fields plus the list's filters. */
export const paged = <P extends TProperties>(filters: P) =>
  Type.Object({ ...PageQuerySchema.properties, ...filters });

/** An optional text filter of at most `maxLength` characters. */
export const optionalText = (maxLength = 50) => Type.Optional(Type.String({ maxLength }));

/** An optional id filter. */
export const optionalId = () => Type.Optional(IdSchema);

/** An optional time filter (YYYY-MM-DD[ HH:mm[:ss]]). */
export const optionalTime = () => Type.Optional(DateTimeTextSchema);

/** A mobile number that receives an SMS code. */
export const PhoneNumberField = MobileTextSchema;

/** A 4–6 digit SMS code. */
export const SmsCodeField = Type.String({ pattern: '^\\d{4,6}$' });

/** A new password: 8–64 characters with a letter, a digit and a special character (spec 000 §5). */
export const NewPasswordField = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,64}$',
});

/** A password as typed at sign-in or as the old password (checked by the server, not by shape). */
export const PasswordField = Type.String({ minLength: 1, maxLength: 64 });

/** Ids joined by commas, e.g. `3,7,9` (contract removal). */
export const IdListTextField = Type.String({ maxLength: 2000, pattern: '^[1-9]\\d*(,[1-9]\\d*)*$' });

/** A stored file path as `/dfs/upload` returned it: no `..`, no backslash, no leading slash. */
export const StoredFileNameField = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^(?!/)(?!.*\\.\\.)[^\\\\\\u0000]+$',
});

/**
 * A stored file path as a download asks for it: at most 255 characters, no NUL. Whether the path
 * stays inside the served folders (no `..` segment, not absolute, no backslash) is the server's
 * own check, which answers a message naming that rule (文件路径不合法：…) rather than a pattern.
 */
export const DownloadFileNameField = Type.String({ minLength: 1, maxLength: 255, pattern: '^[^\\u0000]+$' });

/** Largest upload of `/dfs/upload` (pictures and documents). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Largest contract upload. */
export const CONTRACT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Extensions accepted by `/dfs/upload?type=enterprise` (barcode and demand pictures, documents). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf'] as const;

/** MIME type of an Excel export. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

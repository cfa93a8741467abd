import { type Static, type TSchema, Type } from 'typebox';

/**
 * Building blocks shared by the entity schemas. Every schema is plain JSON Schema (no codecs,
 * no refinements), so the reference server can validate requests with them unchanged.
 */

/** A value or `null` (the server answers `null` for an unset optional value). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Largest id the server stores (SQLite's 32-bit range is plenty; larger ids are refused, never a 500). */
export const MAX_ID = 2_147_483_647;

/** A database id: a positive integer. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** A flag stored as 0 or 1 (the spec's 0/1 switches). */
export const ZeroOneSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** Largest amount in yuan any field accepts. */
export const MAX_MONEY = 99_999_999.99;

/**
 * Money in yuan: never negative, at most {@link MAX_MONEY}, to the fen (multipleOf 0.01: a sub-fen
 * amount is refused, never rounded). The reference server's validator checks multipleOf with a
 * precision of 1e-4 fen, so every two-decimal amount up to the maximum passes.
 */
export const MoneySchema = Type.Number({ minimum: 0, maximum: MAX_MONEY, multipleOf: 0.01 });

/** A percentage 0–100 (urgent ratio, proportion, tax point). */
export const PercentSchema = Type.Number({ minimum: 0, maximum: 100 });

/** `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (spec 000 §9, 001 §9). */
export const DateTimeTextSchema = Type.String({
  maxLength: 19,
  pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$',
});

/** An 11-digit mainland mobile number: starts with 1, second digit 3–9 (spec 001 §9). */
export const MobileTextSchema = Type.String({ pattern: '^1[3-9]\\d{9}$', maxLength: 11 });

/** A short free text (names, phone numbers typed by hand, codes). */
export const ShortTextSchema = Type.String({ maxLength: 50 });

/** A remark or description. */
export const RemarkTextSchema = Type.String({ maxLength: 500 });

/** A dictionary value (`dictValue` of a `sys_dict_data` row), e.g. an install-type code. */
export const DictValueSchema = Type.String({ minLength: 1, maxLength: 32 });

/** Sort direction of a paged list; the default is descending (spec 000 §9). */
export const SortOrderSchema = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** Highest page number a list answers (10 000 pages; `pageNum=1e308` is refused, not a 500). */
export const MAX_PAGE_NUM = 10_000;
/** Largest page size (the spec's default is 10; the console offers up to 100). */
export const MAX_PAGE_SIZE = 500;

/**
 * Paging request fields exactly as spec 000 §3 names them. Numbers arrive as query strings on a
 * server; Fastify's validator coerces them.
 */
export const PageQuerySchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUM })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  beginTime: Type.Optional(DateTimeTextSchema),
  endTime: Type.Optional(DateTimeTextSchema),
  sortField: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' })),
  sortOrder: Type.Optional(SortOrderSchema),
});
export type PageQuery = Static<typeof PageQuerySchema>;

/** A two-level tree option (brand → models, install type → order types, type → enterprises). */
export const TreeOptionSchema = Type.Object(
  {
    value: Type.String({ maxLength: 64 }),
    label: Type.String({ maxLength: 100 }),
    children: Type.Array(
      Type.Object({ value: Type.String({ maxLength: 64 }), label: Type.String({ maxLength: 100 }) }),
    ),
  },
  { title: 'TreeOption' },
);
export type TreeOption = Static<typeof TreeOptionSchema>;

import { type TSchema, Type } from 'typebox';

/** Fields every answer carries: `code` 0 is success, any other code a failure with `msg` (spec 000 §8). */
const status = {
  code: Type.Integer(),
  msg: Type.String(),
};

/** `{ code, msg, data }` */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ ...status, data });

/** `{ code, msg, rows, total, pageNum }` (spec 000 §3 Paging response). */
export const PageEnvelope = <T extends TSchema>(row: T) =>
  Type.Object({
    ...status,
    rows: Type.Array(row),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
  });

/** The answer of a failure: `code` ≠ 0 and a `msg` naming the problem. */
export const FailureEnvelope = Type.Object(status);

/** `{ code: 0, msg, data: null }` of a call that only changes something. */
export const Done = Envelope(Type.Null());

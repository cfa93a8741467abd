import { type Static, Type } from 'typebox';
import { IdSchema, Nullable } from './common';

/**
 * A frame of the live channel as the server sends it (spec 000 §3 Realtime message). Every field
 * but `type` may be missing.
 */
export const RealtimeMessageSchema = Type.Object(
  {
    type: Type.Union([Type.Integer(), Type.String({ maxLength: 50 })]),
    title: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    remark: Type.Optional(Type.String()),
    count: Type.Optional(Type.Integer({ minimum: 0 })),
    orderId: Type.Optional(Nullable(IdSchema)),
    /** D64: true when the recipient chose not to hear this kind of alert spoken (新消息通知). */
    silent: Type.Optional(Type.Boolean()),
  },
  { title: 'RealtimeMessage' },
);
export type RealtimeMessage = Static<typeof RealtimeMessageSchema>;

const LiveMessageFields = {
  title: Type.String(),
  text: Type.String(),
  remark: Type.String(),
  /** Null when the frame carried no count. */
  count: Nullable(Type.Integer({ minimum: 0 })),
  orderId: Nullable(IdSchema),
  /** D64: present (true) when the recipient chose not to hear this kind spoken. */
  silent: Type.Optional(Type.Literal(true)),
};

/**
 * A parsed live message, discriminated on `type` (spec 000 §9): 1 customer-service order alert,
 * 2 new order, 3 reminder, `'other'` anything else (`sourceType` keeps what the server sent).
 */
export const LiveMessageSchema = Type.Union([
  Type.Object({ type: Type.Literal(1), ...LiveMessageFields }),
  Type.Object({ type: Type.Literal(2), ...LiveMessageFields }),
  Type.Object({ type: Type.Literal(3), ...LiveMessageFields }),
  Type.Object({
    type: Type.Literal('other'),
    sourceType: Type.Union([Type.Integer(), Type.String()]),
    ...LiveMessageFields,
  }),
]);
export type LiveMessage = Static<typeof LiveMessageSchema>;

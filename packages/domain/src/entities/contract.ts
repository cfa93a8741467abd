import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ZeroOneSchema } from './common';

/** An enterprise contract (spec 001 §3 Contract). */
export const EnterpriseContractSchema = Type.Object(
  {
    id: IdSchema,
    enterpriseId: IdSchema,
    contractNo: Type.String({ maxLength: 64 }),
    contractName: Type.String({ maxLength: 100 }),
    /** 1 = the enterprise's main contract (one per enterprise). */
    isMainContract: ZeroOneSchema,
    contractStartTime: Nullable(DateTimeTextSchema),
    contractEndTime: Nullable(DateTimeTextSchema),
    /** 1 = disabled. */
    forbiddenStatus: ZeroOneSchema,
    /** Stored path of the PDF preview, for `/dfs/download`. */
    contractPreviewAddress: Type.String({ maxLength: 255 }),
    /** Stored path of the uploaded original (the spec's spelling, three s). */
    contractAddresss: Type.String({ maxLength: 255 }),
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseContract' },
);
export type EnterpriseContract = Static<typeof EnterpriseContractSchema>;

/** A row of the contract list across enterprises: the contract and its enterprise's name. */
export const EnterpriseContractListRowSchema = Type.Object(
  {
    ...EnterpriseContractSchema.properties,
    enterpriseName: Type.String({ maxLength: 100 }),
  },
  { title: 'EnterpriseContractListRow' },
);
export type EnterpriseContractListRow = Static<typeof EnterpriseContractListRowSchema>;

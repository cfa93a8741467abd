import {
  ID_CARD_HOLDER_MAX,
  ID_CARD_REASON_MAX,
  IdCardRecordSchema,
  IdCardStateSchema,
  IdSchema,
  LabelledMasterSchema,
  MASTER_CONTRACT_TEXT_MAX,
  MASTER_LABEL_NAME_MAX,
  MASTER_LABEL_REMARK_MAX,
  MASTER_LABELS_PER_MASTER_MAX,
  MasterContractSchema,
  MasterContractStateSchema,
  MasterLabelColorSchema,
  MasterLabelSchema,
  MasterLabelStatusSchema,
  MasterProfileSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalText, paged, StoredFileNameField } from './fields';

const LabelInput = {
  /** Required; blank after trimming is refused; unique (case-insensitively). */
  labelName: Type.String({ maxLength: MASTER_LABEL_NAME_MAX }),
  color: MasterLabelColorSchema,
  status: MasterLabelStatusSchema,
  remark: Type.String({ maxLength: MASTER_LABEL_REMARK_MAX }),
};

/** A day as a form sends it; whether it is a calendar day is the server's check, with a message. */
const DayField = Type.String({ maxLength: 10 });

/** A signed copy: the stored path `/dfs/upload` answered (a PDF or a picture the caller uploaded), or none. */
const ContractFile = Type.Union([StoredFileNameField, Type.Null()]);

/**
 * D54 (issue 17, its D16: "A master is a user with a profile: ID card (front/back pictures, review state) …, labels,
 * …, contract"): labels (师傅标签) and who carries them, the masters' service contracts (师傅合同) and the review of
 * their ID cards (身份证审核). Staff only.
 */
export const masterRecords = {
  label: {
    list: defineCall({
      method: 'GET',
      path: '/master/label/list',
      query: paged({
        labelName: optionalText(MASTER_LABEL_NAME_MAX),
        status: Type.Optional(MasterLabelStatusSchema),
      }),
      response: PageEnvelope(MasterLabelSchema),
      doc: { summary: 'Master labels with how many masters carry each', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/label/add',
      body: Type.Object(LabelInput),
      response: Envelope(MasterLabelSchema),
      doc: {
        summary: 'Add a master label (name, colour, status, remark)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/master/label/edit',
      body: Type.Object({ labelId: IdSchema, ...LabelInput }),
      response: Envelope(MasterLabelSchema),
      doc: {
        summary:
          'Edit a label; a disabled label stays on the masters carrying it and is offered to no one else',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/label/remove',
      body: Type.Object({ labelId: IdSchema }),
      response: Done,
      doc: {
        summary: 'Delete a label no master carries (refused naming how many carry it)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    masters: defineCall({
      method: 'GET',
      path: '/master/label/masters',
      query: paged({ labelId: IdSchema }),
      response: PageEnvelope(LabelledMasterSchema),
      doc: {
        summary: 'The masters carrying a label, newest attachment first',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    assign: defineCall({
      method: 'POST',
      path: '/master/label/assign',
      body: Type.Object({
        labelId: IdSchema,
        masterIds: Type.Array(IdSchema, { minItems: 1, maxItems: 50 }),
      }),
      response: Envelope(MasterLabelSchema),
      doc: {
        summary: 'Attach an enabled label to masters (those already carrying it are left as they are)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    unassign: defineCall({
      method: 'POST',
      path: '/master/label/unassign',
      body: Type.Object({ labelId: IdSchema, masterId: IdSchema }),
      response: Envelope(MasterLabelSchema),
      doc: { summary: 'Take a label off a master', path: 'chosen', payload: 'chosen' },
    }),
    setOfMaster: defineCall({
      method: 'POST',
      path: '/master/label/setOfMaster',
      body: Type.Object({
        masterId: IdSchema,
        labelIds: Type.Array(IdSchema, { maxItems: MASTER_LABELS_PER_MASTER_MAX }),
      }),
      response: Envelope(MasterProfileSchema),
      doc: {
        summary: "Set a master's labels (a disabled label may be kept, not newly attached)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  contract: {
    list: defineCall({
      method: 'GET',
      path: '/master/contract/list',
      query: paged({
        contractNo: optionalText(32),
        masterName: optionalText(50),
        state: Type.Optional(MasterContractStateSchema),
        /** `1`: only the contracts ending within 30 days that no later contract follows (即将到期). */
        expiring: Type.Optional(Type.Literal('1')),
        masterId: Type.Optional(IdSchema),
      }),
      response: PageEnvelope(MasterContractSchema),
      doc: {
        summary:
          "Masters' service contracts with their state on the server's today; expiring ones on request",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/contract/add',
      body: Type.Object({
        masterId: IdSchema,
        /** Blank: the server numbers it (SC + day + 4 digits). */
        contractNo: Type.String({ maxLength: 32 }),
        startDate: DayField,
        endDate: DayField,
        /** The signed copy; without one the contract is 待签署. */
        filePath: ContractFile,
        remark: Type.String({ maxLength: MASTER_CONTRACT_TEXT_MAX }),
      }),
      response: Envelope(MasterContractSchema),
      doc: {
        summary:
          "Add a master's contract (end after start, at most 5 years, no overlap with another of theirs)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/master/contract/edit',
      body: Type.Object({
        contractId: IdSchema,
        startDate: DayField,
        endDate: DayField,
        filePath: ContractFile,
        remark: Type.String({ maxLength: MASTER_CONTRACT_TEXT_MAX }),
      }),
      response: Envelope(MasterContractSchema),
      doc: {
        summary: 'Edit a contract awaiting its signature; attaching the signed copy signs it',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    renew: defineCall({
      method: 'POST',
      path: '/master/contract/renew',
      body: Type.Object({
        contractId: IdSchema,
        contractNo: Type.String({ maxLength: 32 }),
        endDate: DayField,
        filePath: ContractFile,
        remark: Type.String({ maxLength: MASTER_CONTRACT_TEXT_MAX }),
      }),
      response: Envelope(MasterContractSchema),
      doc: {
        summary: 'Renew a signed contract: a new one from the day after its end (today for an expired one)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    terminate: defineCall({
      method: 'POST',
      path: '/master/contract/terminate',
      body: Type.Object({
        contractId: IdSchema,
        reason: Type.String({ maxLength: MASTER_CONTRACT_TEXT_MAX }),
      }),
      response: Envelope(MasterContractSchema),
      doc: { summary: 'Terminate a contract not yet over, with a reason', path: 'chosen', payload: 'chosen' },
    }),
  },
  idCard: {
    list: defineCall({
      method: 'GET',
      path: '/master/idCard/list',
      query: paged({
        masterName: optionalText(50),
        phonenumber: optionalText(20),
        idCardState: Type.Optional(IdCardStateSchema),
      }),
      response: PageEnvelope(IdCardRecordSchema),
      doc: {
        summary:
          "Masters' ID cards, pending first; numbers masked and pictures left out unless the caller may submit or review",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    submit: defineCall({
      method: 'POST',
      path: '/master/idCard/submit',
      body: Type.Object({
        masterId: IdSchema,
        holderName: Type.String({ maxLength: ID_CARD_HOLDER_MAX }),
        idCardNo: Type.String({ maxLength: 18 }),
        frontPath: StoredFileNameField,
        backPath: StoredFileNameField,
      }),
      response: Envelope(IdCardRecordSchema),
      doc: {
        summary:
          "Submit a master's ID card (holder, number with its check character, front and back) for review",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    approve: defineCall({
      method: 'POST',
      path: '/master/idCard/approve',
      body: Type.Object({ masterId: IdSchema }),
      response: Envelope(IdCardRecordSchema),
      doc: {
        summary: 'Approve a pending ID card (both pictures stored; not by the one who submitted it)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    refuse: defineCall({
      method: 'POST',
      path: '/master/idCard/refuse',
      body: Type.Object({ masterId: IdSchema, reason: Type.String({ maxLength: ID_CARD_REASON_MAX }) }),
      response: Envelope(IdCardRecordSchema),
      doc: { summary: 'Refuse a pending ID card with a reason', path: 'chosen', payload: 'chosen' },
    }),
  },
};

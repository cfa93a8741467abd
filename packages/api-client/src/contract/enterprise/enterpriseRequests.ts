import {
  CHARGEBACK_TEXT_MAX,
  ChargebackSchema,
  ChargebackStateSchema,
  DistrictPriceInputSchema,
  DistrictPriceSchema,
  EnterpriseProcessSchema,
  EnterpriseProcessTypeSchema,
  IdSchema,
  MoneySchema,
  RegionCodeSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, paged } from '../fields';

const ChargebackDecision = Type.Object({
  chargebackId: IdSchema,
  remark: Type.String({ maxLength: CHARGEBACK_TEXT_MAX }),
});

/**
 * D63: district prices (`/enterprise/districtPrice/*`), deductions against an enterprise's wallet
 * (`/enterprise/chargeback/*`, an approval of the type `chargeback`) and the enterprise requests of the approval
 * model (`/enterprise/process/list`, 流程实例). An enterprise user reads its own enterprise's only.
 */
export const enterpriseRequests = {
  districtPrice: {
    list: defineCall({
      method: 'GET',
      path: '/enterprise/districtPrice/list',
      query: paged({
        enterpriseId: optionalId(),
        enterpriseName: optionalText(50),
        orderTypeId: optionalId(),
        provinceCode: Type.Optional(RegionCodeSchema),
      }),
      response: PageEnvelope(DistrictPriceSchema),
      doc: {
        summary: "District prices, newest first; an enterprise user sees its own enterprise's (D63)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/enterprise/districtPrice/add',
      body: DistrictPriceInputSchema,
      response: Envelope(DistrictPriceSchema),
      doc: {
        summary: 'Add a price of an order type in a region: one per enterprise, order type and region (D63)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/enterprise/districtPrice/edit',
      body: Type.Object({ ...DistrictPriceInputSchema.properties, districtPriceId: IdSchema }),
      response: Envelope(DistrictPriceSchema),
      doc: { summary: 'Change a district price (D63)', path: 'chosen', payload: 'chosen' },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/enterprise/districtPrice/remove',
      body: Type.Object({ districtPriceId: IdSchema }),
      response: Done,
      doc: {
        summary: "Remove a district price: tab 2's price applies again (D63)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  chargeback: {
    list: defineCall({
      method: 'GET',
      path: '/enterprise/chargeback/list',
      query: paged({ enterpriseName: optionalText(50), state: Type.Optional(ChargebackStateSchema) }),
      response: PageEnvelope(ChargebackSchema),
      doc: {
        summary: "Deductions, newest first; an enterprise user sees its own enterprise's (D63)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/enterprise/chargeback/add',
      body: Type.Object({
        enterpriseId: IdSchema,
        amount: MoneySchema,
        reason: Type.String({ maxLength: CHARGEBACK_TEXT_MAX }),
      }),
      response: Envelope(ChargebackSchema),
      doc: {
        summary: 'Ask for a deduction against an enterprise wallet (staff): not above its balance (D63)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    approve: defineCall({
      method: 'POST',
      path: '/enterprise/chargeback/approve',
      body: ChargebackDecision,
      response: Envelope(ChargebackSchema),
      doc: {
        summary:
          'Approve a pending deduction (its approver roles only): the wallet and a bill line move at once (D63)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    refuse: defineCall({
      method: 'POST',
      path: '/enterprise/chargeback/refuse',
      body: ChargebackDecision,
      response: Envelope(ChargebackSchema),
      doc: { summary: 'Refuse a pending deduction with a remark (D63)', path: 'chosen', payload: 'chosen' },
    }),
  },
  process: {
    list: defineCall({
      method: 'GET',
      path: '/enterprise/process/list',
      query: paged({
        enterpriseName: optionalText(50),
        approvalType: Type.Optional(EnterpriseProcessTypeSchema),
        state: Type.Optional(ChargebackStateSchema),
      }),
      response: PageEnvelope(EnterpriseProcessSchema),
      doc: {
        summary:
          'The enterprise requests of the approval model with their history; an enterprise user sees its own (D63)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};

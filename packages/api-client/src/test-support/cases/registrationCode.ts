import { expect } from 'vitest';
import type { registrationCode } from '../../contract/enterprise/registrationCode';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

/** A day `days` from now, `YYYY-MM-DD` (the server reads a bare day as its 23:59:59). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000 + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * D56: a code issued for enterprise 1 in the target's (staff) session: its id and the code, which
 * only issuing and rotating answer.
 */
export async function issuedCode(target: ContractTarget, maxUses = 5) {
  return target.client.enterprise.registrationCode.add({
    enterpriseId: 1,
    expireTime: dayFromNow(30),
    maxUses,
  });
}

const byIssued = (action: 'rotate' | 'disable') => ({
  input: { codeId: 5 },
  sends: `POST /enterprise/registrationCodes/${action}`,
  body: AS_INPUT,
  prepare: async (target: ContractTarget) => ({ input: { codeId: (await issuedCode(target)).codeId } }),
});

/** D56: the registration code calls, as the administrator (staff). */
export const registrationCodeCases: CasesOf<typeof registrationCode> = {
  list: {
    input: { enterpriseId: 1, status: '0' },
    sends: 'GET /enterprise/registrationCodes/list?enterpriseId=1&status=0',
    check: (page) => {
      expect(page.rows.length).toBeGreaterThan(0);
      for (const row of page.rows) {
        expect(row).toMatchObject({ enterpriseId: 1, status: '0' });
        expect(row.maskedCode).toMatch(/^\*+[0-9A-Z]{4}$/);
      }
    },
  },
  add: {
    input: { enterpriseId: 1, expireTime: '2099-12-31 23:59:59', maxUses: 3 },
    sends: 'POST /enterprise/registrationCodes/add',
    body: AS_INPUT,
    check: (issued) => expect(issued.registrationCode).toMatch(/^[0-9A-Z]{10}$/),
    prepare: async () => ({
      input: { enterpriseId: 1, expireTime: `${dayFromNow(10)} 18:00:00`, maxUses: 3 },
    }),
  },
  rotate: {
    ...byIssued('rotate'),
    check: (issued) => expect(issued.registrationCode).toMatch(/^[0-9A-Z]{10}$/),
  },
  disable: byIssued('disable'),
  enable: {
    input: { codeId: 2 },
    sends: 'POST /enterprise/registrationCodes/enable',
    body: AS_INPUT,
    prepare: async (target) => {
      const { codeId } = await issuedCode(target);
      await target.client.enterprise.registrationCode.disable({ codeId });
      return { input: { codeId } };
    },
  },
};

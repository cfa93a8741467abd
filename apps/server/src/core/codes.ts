import { BUTTON_CODES, type ButtonCode } from '@onsite/domain';

/**
 * Button / permission codes of the core families (domain `BUTTON_CODES`): what roles grant
 * (`sys_role_button`) and what the routes check (D11 applies: user 1 and a user whose roles grant no
 * button at all may use every button). The spec names codes only for the enterprise dialog (001 §6).
 */
export const CODES = BUTTON_CODES;

export type CoreCode = ButtonCode;

/** What the register-result page shows, passed in the navigation state. */
export interface RegisterResultState {
  kind: 'enterprise' | 'employee';
  /** The enterprise registered or joined. */
  name: string;
  /** The mobile number to sign in with. */
  phone: string;
}

export function isRegisterResultState(value: unknown): value is RegisterResultState {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, name, phone } = value as Record<string, unknown>;
  return (
    (kind === 'enterprise' || kind === 'employee') && typeof name === 'string' && typeof phone === 'string'
  );
}

export const REGISTER_RESULT_PATH = '/user/register-result';

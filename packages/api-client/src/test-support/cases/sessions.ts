import { FIXTURE_CAPTCHA_UUID } from '../../testing/answers';
import type { ContractTarget } from '../contractTarget';

/** A demo account's sign-in (the reference server runs with the captcha off; MSW takes the fixture uuid). */
export const signIn = (username: string, password: string) => ({
  username,
  password,
  code: '8a3k',
  uuid: FIXTURE_CAPTCHA_UUID,
});

export const ADMIN_SIGN_IN = signIn('admin', 'Admin@12345');
export const VIEWER_SIGN_IN = signIn('viewer', 'Viewer@1234');
export const ENTERPRISE_SIGN_IN = signIn('enterprise', 'Enterprise@123');

/**
 * Makes the next call in a session of its own (a call that ends sessions must not end the one the
 * other cases use); `restore` signs back into the target's session.
 */
export async function ownSession(target: ContractTarget, account: ReturnType<typeof signIn>) {
  const previous = target.token;
  target.token = (await target.client.auth.login(account)).token;
  return {
    restore: () => {
      target.token = previous;
    },
  };
}

/** The SMS code the cases send; the reference server under test runs with ONSITE_SMS_CODE set to it. */
export const SMS_CODE = '123456';

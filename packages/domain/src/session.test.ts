import { describe, expect, it } from 'vitest';
import { isPublicPath, loginRedirectPath, safeRedirectPath, sessionRedirect } from './session';

describe('session routing (spec 000 §2.1, §4.1)', () => {
  it('treats login, the register and recover pages and 404 as public', () => {
    for (const path of [
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/user/userRegister',
      '/user/recover',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    expect(isPublicPath('/404')).toBe(true);
    expect(isPublicPath('/user/login?redirect=%2F')).toBe(true);
    expect(isPublicPath('/user/recover/')).toBe(true);
    expect(isPublicPath('/order/list')).toBe(false);
    expect(isPublicPath('/test/home')).toBe(false);
    expect(isPublicPath(undefined as unknown as string)).toBe(false);
  });

  it('sends a signed-out user to login with the original path as redirect', () => {
    expect(sessionRedirect(false, '/order/list?orderId=5')).toBe(
      '/user/login?redirect=%2Forder%2Flist%3ForderId%3D5',
    );
    expect(sessionRedirect(false, '/user/register')).toBeNull();
    expect(loginRedirectPath('')).toBe('/user/login?redirect=%2F');
  });

  it('sends a signed-in user away from the login page only', () => {
    expect(sessionRedirect(true, '/user/login')).toBe('/');
    expect(sessionRedirect(true, '/user/login?redirect=%2Fa')).toBe('/');
    expect(sessionRedirect(true, '/order/list')).toBeNull();
  });

  it('follows only redirects within the site after sign-in', () => {
    expect(safeRedirectPath('/order/list?x=1')).toBe('/order/list?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/user/login')).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
  });
});

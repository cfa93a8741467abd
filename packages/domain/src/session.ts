export const HOME_PATH = '/';
export const LOGIN_PATH = '/user/login';
export const NOT_FOUND_PATH = '/404';

/** Routes open without sign-in (spec 000 §2.1): login, the four register/recover pages, and 404. */
export const PUBLIC_PATHS = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/userRegister',
  '/user/recover',
  NOT_FOUND_PATH,
] as const;

/** The path without query, hash or trailing slash. */
function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(path: string): boolean {
  return typeof path === 'string' && (PUBLIC_PATHS as readonly string[]).includes(pathnameOf(path));
}

/** The login route carrying the original path as redirect (spec 000 §4.1). */
export function loginRedirectPath(originalPath: string): string {
  const path = typeof originalPath === 'string' && originalPath !== '' ? originalPath : HOME_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/**
 * Spec 000 §4.1: a signed-in user on the login page goes home; a signed-out user anywhere but a
 * public route goes to login with the path as redirect. Null: stay.
 */
export function sessionRedirect(signedIn: boolean, path: string): string | null {
  const pathname = pathnameOf(typeof path === 'string' ? path : '');
  if (signedIn === true) return pathname === LOGIN_PATH ? HOME_PATH : null;
  return isPublicPath(pathname) ? null : loginRedirectPath(typeof path === 'string' ? path : '');
}

/**
 * Where to go after sign-in: the redirect when it is a path of this site ('/…', not '//…' or a
 * URL, which could lead elsewhere) and not the login page itself; otherwise home.
 */
export function safeRedirectPath(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect))
    return HOME_PATH;
  return pathnameOf(redirect) === LOGIN_PATH ? HOME_PATH : redirect;
}

import { createHash, randomBytes } from 'node:crypto';

/** An opaque token for the client; only its SHA-256 digest is stored. */
export function newToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestOf(token) };
}

export function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

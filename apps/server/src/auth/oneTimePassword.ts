import { randomInt } from 'node:crypto';

const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '@#$%&*+=';
const ANY = UPPER + LOWER + DIGITS;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';

/**
 * A random one-time password of 14 characters (≈ 80 bits) that passes spec 000 §5's rule (a letter,
 * a digit, a special character): shown once to whoever created the account, to be changed at the
 * first sign-in (`password_change_required`).
 */
export function randomOneTimePassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < 14) chars.push(pick(ANY));
  for (let index = chars.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [chars[index], chars[other]] = [chars[other] ?? '', chars[index] ?? ''];
  }
  return chars.join('');
}

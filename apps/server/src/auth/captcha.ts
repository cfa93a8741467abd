import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

type ConfigObject = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;

// The module itself is `createCaptcha(text, options)` (lib/index.js); its typings only declare the helpers.
const drawCaptcha = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

// Letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const WIDTH = 120;
const HEIGHT = 40;

/** The answer of a captcha: drawn from the system's cryptographic random source. */
export function captchaText(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * An SVG picture of the text (issue 14): `svg-captcha` draws every character as a `<path>` outline
 * from its bundled font, jittered and in random order, with noise curves; there is no `<text>` for
 * a regex to read. Only the picture comes from the library; the text is ours (`captchaText`).
 */
export function captchaSvg(text: string): string {
  return drawCaptcha(text, {
    width: WIDTH,
    height: HEIGHT,
    fontSize: 40,
    noise: 3,
    color: true,
    background: '#f0f2f5',
  });
}

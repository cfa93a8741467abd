import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const WIDTH = 120;
const HEIGHT = 40;

export function captchaText(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** An SVG picture of the text with noise lines: readable by a person, no native image library needed. */
export function captchaSvg(text: string): string {
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x888888).toString(16).padStart(6, '0')}" stroke-width="1"/>`;
  }).join('');
  const letters = [...text]
    .map((char, index) => {
      const x = 14 + index * 26;
      const y = 28 + randomInt(-4, 5);
      const rotate = randomInt(-20, 21);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="24" font-family="monospace" font-weight="bold" fill="#1f3a93">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f0f2f5"/>${noise}${letters}</svg>`;
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Small real files for the demo seed: a one-page PDF (contracts) and a PNG (barcode example), so
 * the preview and the download of seeded data work like uploaded ones.
 */

/** A valid one-page PDF showing the ASCII lines given (Helvetica), with a correct xref table. */
export function samplePdf(lines: readonly string[]): Buffer {
  const escapeText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = [
    'BT',
    '/F1 14 Tf',
    '72 760 Td',
    '18 TL',
    ...lines.map((line) => `(${escapeText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid grey-scale PNG of vertical bars (a barcode-like example picture). */
export function sampleBarcodePng(width = 120, height = 40, seed = 7): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grey scale
  const row = Buffer.alloc(width + 1);
  for (let x = 0; x < width; x++) row[x + 1] = ((x * seed) >> 2) % 3 === 0 ? 0 : 255;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Where the seed writes the files its rows name: the server's data folder. For a database on disk
 * that is the database's folder; an in-memory database (tests, journeys) is given the folder its
 * server serves uploads from (main.ts), or writes none when it has none (a test's bare database).
 */
export type SeedFilesDir = string | null;

/** The data folder of a database: the folder of its file; none for an in-memory database. */
export function filesDirOf(db: { memory: boolean; name: string }): SeedFilesDir {
  return db.memory ? null : path.dirname(db.name);
}

/** Writes a seeded file at its stored path under the data folder (nothing without one). */
export function writeSeedFile(filesDir: SeedFilesDir, relative: string, data: Buffer): void {
  if (filesDir === null) return;
  const absolute = path.join(filesDir, ...relative.split('/'));
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, data);
}

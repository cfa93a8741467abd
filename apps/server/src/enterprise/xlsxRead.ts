import { inflateRawSync } from 'node:zlib';

/**
 * Reads the first worksheet of an .xlsx workbook as rows of cell texts (D40, the model import).
 *
 * The server's kept Excel library, write-excel-file, only writes workbooks; reading needs just the
 * zip container (node:zlib inflates it) and two XML parts (the shared strings and the first sheet),
 * so this small reader stands instead of a second library (read-excel-file would add an XML DOM
 * dependency and a lockfile change for ~100 lines of work). It reads text, number and boolean cells,
 * shared and inline strings; formulas read their cached value; anything it cannot read is a refusal
 * with a clear reason (`XlsxReadError`), never a crash.
 */
export class XlsxReadError extends Error {}

/** Most bytes one unpacked part may take (a zip bomb stops here). */
const PART_MAX_BYTES = 20 * 1024 * 1024;

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  // End of central directory: the last 22+ bytes, signature 0x06054b50.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new XlsxReadError('不是有效的 .xlsx 文件');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50)
      throw new XlsxReadError('不是有效的 .xlsx 文件');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.set(zip.toString('utf8', at + 46, at + 46 + nameLength), {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function partText(zip: Buffer, entry: ZipEntry): string {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50)
    throw new XlsxReadError('不是有效的 .xlsx 文件');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.toString('utf8');
  if (entry.method !== 8) throw new XlsxReadError('不是有效的 .xlsx 文件');
  try {
    return inflateRawSync(data, { maxOutputLength: PART_MAX_BYTES }).toString('utf8');
  } catch {
    throw new XlsxReadError('不是有效的 .xlsx 文件');
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_match, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? ''),
  );

/** The text of the `<t>` runs inside an element (a shared or inline rich string). */
const runsOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)]
    .map((match) => unescapeXml(match[1] ?? ''))
    .join('');

/** The column index (0-based) of a cell reference such as `C12`. */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.replace(/\d+$/, '')) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** A row of the sheet: its number (1-based) and its cell texts (blanks as ''). */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** Columns past XFD (Excel's last) are not read. */
const COLUMN_MAX = 16384;

/**
 * The first worksheet's rows that have cells, in order (sparse: a row number far down costs
 * nothing); throws XlsxReadError for anything that is not a readable workbook.
 */
export function readFirstSheet(zip: Buffer): SheetRow[] {
  try {
    return readSheet(zip);
  } catch (error) {
    if (error instanceof XlsxReadError) throw error;
    throw new XlsxReadError('不是有效的 .xlsx 文件');
  }
}

function readSheet(zip: Buffer): SheetRow[] {
  const entries = zipEntries(zip);
  const shared = entries.get('xl/sharedStrings.xml');
  const strings = shared
    ? [...partText(zip, shared).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => runsOf(match[1] ?? ''))
    : [];
  const workbook = entries.get('xl/workbook.xml');
  const sheetName =
    [...entries.keys()]
      .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0] ?? '';
  const sheet = entries.get(sheetName);
  if (!workbook || !sheet) throw new XlsxReadError('不是有效的 .xlsx 文件');
  const rows: SheetRow[] = [];
  for (const rowMatch of partText(zip, sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const previous = rows[rows.length - 1]?.line ?? 0;
    const line = Number(/\br="(\d+)"/.exec(rowMatch[1] ?? '')?.[1] ?? previous + 1);
    const cells: string[] = [];
    let next = 0;
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const reference = /\br="([A-Z]+\d*)"/.exec(attributes)?.[1];
      const column = reference ? columnOf(reference) : next;
      if (column < 0 || column >= COLUMN_MAX) continue;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? 'n';
      const body = cell[2] ?? '';
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const text =
        type === 's'
          ? (strings[Number(value)] ?? '')
          : type === 'inlineStr'
            ? runsOf(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '')
            : type === 'b'
              ? value === '1'
                ? 'TRUE'
                : 'FALSE'
              : value;
      while (cells.length < column) cells.push('');
      cells[column] = text;
      next = column + 1;
    }
    rows.push({ line, cells });
  }
  return rows;
}

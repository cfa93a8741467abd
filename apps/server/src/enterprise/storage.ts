import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { compactDate } from './time';

/** Folders below the data folder that `/dfs/download` serves: uploads, and the Excel exports of the core. */
export const UPLOADS_FOLDER = 'uploads';
export const EXPORTS_FOLDER = 'exports';
const SERVED_FOLDERS = [UPLOADS_FOLDER, EXPORTS_FOLDER] as const;

/** The start of every refusal of a stored file path: the download answers it as is (400). */
export const UNSAFE_PATH_MESSAGE = '文件路径不合法';

/**
 * Why a stored file name is refused, or null when it is safe: relative, `/`-separated, inside
 * uploads/ or exports/, no `..` segment, no backslash, no NUL, no drive letter. Each reason starts
 * with 文件路径不合法 and names the rule broken.
 */
export function unsafeFileNameReason(fileName: string): string | null {
  const refuse = (rule: string) => `${UNSAFE_PATH_MESSAGE}：${rule}`;
  if (fileName.includes('\0')) return refuse('不能包含空字符');
  if (fileName.includes('\\')) return refuse('不能包含反斜杠');
  if (fileName.startsWith('/') || /^[A-Za-z]:/.test(fileName)) return refuse('不能是绝对路径');
  const segments = fileName.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    return refuse('不能包含 .. 或空的路径段（禁止跳出数据目录）');
  }
  if (!(SERVED_FOLDERS as readonly string[]).includes(segments[0] ?? '') || segments.length < 2) {
    return refuse(`只能下载 ${SERVED_FOLDERS.map((folder) => `${folder}/`).join(' 或 ')} 下的文件`);
  }
  return null;
}

/**
 * The path safety of a download's `fileName` query, checked before the schema so that `..`, an
 * absolute path or a NUL answer 文件路径不合法：… naming the rule (a route's `precheck`).
 */
export function checkRequestedFileName(request: { query: unknown }): void {
  const { fileName } = (request.query ?? {}) as { fileName?: unknown };
  if (typeof fileName !== 'string' || fileName === '') return;
  const reason = unsafeFileNameReason(fileName);
  if (reason) throw badRequest(reason);
}

/** True for a path `/dfs/upload` could have answered (uploads/…, safe). */
export function isStoredUpload(fileName: string): boolean {
  return unsafeFileNameReason(fileName) === null && fileName.startsWith(`${UPLOADS_FOLDER}/`);
}

/** The absolute path of a stored file, after the safety rules; a refusal answers 400 naming the rule. */
export function resolveStoredFile(dataDir: string, fileName: string): string {
  const reason = unsafeFileNameReason(fileName);
  if (reason) throw badRequest(reason);
  const root = path.resolve(dataDir);
  const absolute = path.resolve(root, fileName);
  if (!absolute.startsWith(`${root}${path.sep}`))
    throw badRequest(`${UNSAFE_PATH_MESSAGE}：不能跳出数据目录`);
  return absolute;
}

/** Bytes of the uploads a user has stored (the quota counts them). */
export function storedBytesOf(db: Db, userId: number): number {
  const { used } = db
    .prepare('SELECT COALESCE(SUM(size), 0) AS used FROM dfs_file WHERE uploaded_by = ?')
    .get(userId) as {
    used: number;
  };
  return used;
}

/**
 * Moves a streamed upload (its temp file) to `uploads/<folder>/<YYYYMMDD>/<random>.<ext>` and
 * answers that relative path.
 */
export function storeUpload(
  dataDir: string,
  folder: string,
  extension: string,
  tempPath: string,
  now: number,
): string {
  const relative = [
    UPLOADS_FOLDER,
    folder,
    compactDate(now),
    `${randomBytes(12).toString('hex')}.${extension}`,
  ].join('/');
  const absolute = path.join(dataDir, ...relative.split('/'));
  mkdirSync(path.dirname(absolute), { recursive: true });
  renameSync(tempPath, absolute);
  return relative;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv; charset=utf-8',
};

export function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** True when the file's first bytes match its extension (a renamed executable is not a picture). */
export function contentMatchesExtension(extension: string, data: Buffer): boolean {
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return startsWith(data, [0x47, 0x49, 0x46, 0x38]);
    case 'webp':
      return startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8);
    case 'bmp':
      return startsWith(data, [0x42, 0x4d]);
    case 'pdf':
      return startsWith(data, [0x25, 0x50, 0x44, 0x46]);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(data, OLE);
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(data, ZIP);
    default:
      return false;
  }
}

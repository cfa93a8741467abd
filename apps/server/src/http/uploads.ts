import { randomBytes } from 'node:crypto';
import { closeSync, createWriteStream, mkdirSync, openSync, readSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadCall } from '@onsite/api-client';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, badRequest } from './errors';
import type { UploadedFile } from './routes';

/** Folder below the data folder where an upload streams before it is checked and renamed into place. */
export const UPLOAD_TEMP_FOLDER = 'tmp';

/** Per-user upload quota (ASVS 12.1.3): the sum of a user's stored uploads, 200 MB by default (D43: `upload.quotaMegabytes`). */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

export interface UploadLimits {
  /** The data folder (the temp file goes to `<dataDir>/tmp`). */
  dataDir: string;
  /** Bytes the user may still store (quota minus what is stored). */
  remainingQuota: number;
  /** The quota itself (the parameter `upload.quotaMegabytes`, D43), named in the refusal. */
  quotaBytes: number;
}

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024);

/** The first bytes of a stored temp file (for the content check against the extension). */
export function headOf(file: string, length = 64): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the one file of a multipart upload by streaming it to a temp file (never buffered whole,
 * ASVS 12.1): its type is checked from the name first, then every chunk counts toward the file's
 * size limit and the user's remaining quota; over either, the stream stops, the temp file goes and
 * the refusal names the limit. The caller renames the temp file into place or removes it.
 */
export async function readUpload(
  request: FastifyRequest,
  call: UploadCall,
  limits: UploadLimits,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件（字段 file）');
  const part = await request.file({ limits: { fileSize: call.file.maxBytes, files: 1 } });
  if (!part) throw badRequest('没有收到文件（字段 file）');
  const fileName = path.basename(part.filename ?? '');
  const extension = path.extname(fileName).slice(1).toLowerCase();
  if (!fileName || !call.file.extensions.includes(extension)) {
    part.file.resume();
    throw badRequest(`上传文件格式不支持!（允许：${call.file.extensions.join('、')}）`);
  }
  if (limits.remainingQuota <= 0) {
    part.file.resume();
    throw quotaRefusal(limits.quotaBytes);
  }
  const folder = path.join(limits.dataDir, UPLOAD_TEMP_FOLDER);
  mkdirSync(folder, { recursive: true });
  const tempPath = path.join(folder, `${randomBytes(12).toString('hex')}.part`);
  let size = 0;
  let overQuota = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limits.remainingQuota) {
        overQuota = true;
        done(quotaRefusal(limits.quotaBytes));
        return;
      }
      done(null, chunk);
    },
  });
  // Opened here, not by the stream: a stream opens its file later, and after an early refusal that open
  // could land after the temp file's removal below, leaving it behind.
  const output = createWriteStream(tempPath, { fd: openSync(tempPath, 'wx') });
  try {
    await pipeline(part.file, counter, output);
  } catch (error) {
    rmSync(tempPath, { force: true });
    part.file.resume();
    if (overQuota) throw quotaRefusal(limits.quotaBytes);
    if (error instanceof ApiFailure) throw error;
    throw badRequest('文件上传中断，请重试');
  }
  if (part.file.truncated) {
    rmSync(tempPath, { force: true });
    throw badRequest(`文件大小不能超过 ${megabytes(call.file.maxBytes)} MB`);
  }
  return { fileName, mimeType: part.mimetype, tempPath, size, head: headOf(tempPath) };
}

const quotaRefusal = (quotaBytes: number) =>
  badRequest(
    `上传空间已用完：每个用户最多保存 ${megabytes(quotaBytes)} MB 的上传文件，请删除不用的文件后再试`,
  );

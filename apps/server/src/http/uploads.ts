import path from 'node:path';
import type { UploadCall } from '@onsite/api-client';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import type { UploadedFile } from './routes';

/** Reads the one file of a multipart upload, refusing a wrong type or an oversized file with a clear message. */
export async function readUpload(request: FastifyRequest, call: UploadCall): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件（字段 file）');
  const part = await request.file({ limits: { fileSize: call.file.maxBytes, files: 1 } });
  if (!part) throw badRequest('没有收到文件（字段 file）');
  const fileName = path.basename(part.filename ?? '');
  const extension = path.extname(fileName).slice(1).toLowerCase();
  if (!fileName || !call.file.extensions.includes(extension)) {
    part.file.resume();
    throw badRequest(`上传文件格式不支持!（允许：${call.file.extensions.join('、')}）`);
  }
  const data = await part.toBuffer().catch(() => null);
  if (data === null || part.file.truncated) {
    throw badRequest(`文件大小不能超过 ${Math.floor(call.file.maxBytes / 1024 / 1024)} MB`);
  }
  return { fileName, mimeType: part.mimetype, data };
}

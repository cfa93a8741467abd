import { CONTRACT_FILE_EXTENSIONS, EnterpriseContractSchema, IdSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope } from './envelope';
import {
  CONTRACT_UPLOAD_MAX_BYTES,
  DownloadFileNameField,
  StoredFileNameField,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from './fields';

/** What `/dfs/upload` answers: the public URL and the stored path to save in a form. */
export const UploadResultSchema = Type.Object(
  { url: Type.String({ maxLength: 500 }), pathfileName: StoredFileNameField },
  { title: 'UploadResult' },
);

/** A one-time download link: the path below the API root and how long it stays valid. */
export const DownloadLinkSchema = Type.Object(
  { url: Type.String({ maxLength: 600 }), expiresInSeconds: Type.Integer({ minimum: 1, maximum: 3600 }) },
  { title: 'DownloadLink' },
);

/** Stored files: uploads and the token-checked download (spec 001 §7 file calls). */
export const dfs = {
  downloadLink: defineCall({
    method: 'POST',
    path: '/dfs/downloadLink',
    body: Type.Object({ fileName: DownloadFileNameField }),
    response: Envelope(DownloadLinkSchema),
    doc: {
      summary: 'A one-time link (ticket, 60 s) to download a stored file without the token in the URL',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  upload: defineCall({
    method: 'POST',
    path: '/dfs/upload',
    kind: 'upload',
    query: Type.Object({ type: Type.Literal('enterprise') }),
    file: { extensions: UPLOAD_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES },
    response: Envelope(UploadResultSchema),
    doc: { summary: 'Upload a picture or document (multipart field file)', path: 'spec', payload: 'spec' },
  }),
  uploadContract: defineCall({
    method: 'POST',
    path: '/dfs/uploadContract',
    kind: 'upload',
    query: Type.Object({ type: Type.Literal('EnterpriseContract'), id: IdSchema }),
    file: { extensions: CONTRACT_FILE_EXTENSIONS, maxBytes: CONTRACT_UPLOAD_MAX_BYTES },
    response: Envelope(EnterpriseContractSchema),
    doc: {
      summary: 'Upload a contract of enterprise `id`; answers the new contract',
      path: 'spec',
      payload: 'spec',
    },
  }),
  download: defineCall({
    method: 'GET',
    path: '/dfs/download',
    kind: 'blob',
    query: Type.Object({
      fileName: DownloadFileNameField,
      /** The session token of a link (D2); a request with the `Access-Token` header may leave it out. */
      token: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
      /** A one-time ticket from `downloadLink` instead of the token (keeps the token out of the URL). */
      ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' })),
    }),
    produces: 'application/octet-stream',
    fileName: 'download',
    doc: {
      summary: 'A stored file; a link carries the token as a query parameter (D2)',
      path: 'spec',
      payload: 'spec',
    },
  }),
};

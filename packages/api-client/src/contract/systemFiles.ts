import { StoredFileKindSchema, StoredFileSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, PageEnvelope } from './envelope';
import { optionalText, paged } from './fields';

/** 文件存储 (issue 18 `fileStorage`): every stored file, for the administrator; delete the unreferenced. */
export const file = {
  list: defineCall({
    method: 'GET',
    path: '/system/file/list',
    query: paged({
      originalName: optionalText(100),
      kind: Type.Optional(StoredFileKindSchema),
      /** `1`: only files something refers to; `0`: only unreferenced ones. */
      referenced: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    }),
    response: PageEnvelope(StoredFileSchema),
    doc: {
      summary: 'Every stored file: name, type, size, owner, time, references; newest first (issue 18)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/system/file/remove',
    body: Type.Object({ fileId: Type.Integer({ minimum: 1 }) }),
    response: Done,
    doc: {
      summary: 'Delete a stored file nothing refers to, its row and its content (issue 18)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};

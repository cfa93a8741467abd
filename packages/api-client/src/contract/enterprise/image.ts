import { EnterpriseImageSchema, IdSchema, IMAGE_TITLE_MAX, ImageLabelSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, paged } from '../fields';

const imageFields = {
  label: ImageLabelSchema,
  title: Type.String({ minLength: 1, maxLength: IMAGE_TITLE_MAX }),
};

/**
 * D66: 图片管理 (`/enterprise/image/*`): an enterprise's pictures. The file is uploaded first through
 * `/dfs/upload` (its types and limits); `add` then files the stored path under the enterprise with a label
 * and a title. Staff see every enterprise's (`enterpriseId` filters), an enterprise user only their own.
 */
export const image = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/image/list',
    query: paged({
      enterpriseId: optionalId(),
      title: optionalText(IMAGE_TITLE_MAX),
      label: Type.Optional(ImageLabelSchema),
    }),
    response: PageEnvelope(EnterpriseImageSchema),
    doc: { summary: "Paged pictures of the caller's enterprises (D66)", path: 'chosen', payload: 'chosen' },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/image/add',
    body: Type.Object({
      enterpriseId: IdSchema,
      /** The stored path `/dfs/upload` answered (the caller's own upload, png/jpg/webp). */
      path: Type.String({ minLength: 1, maxLength: 255 }),
      ...imageFields,
    }),
    response: Envelope(IdSchema),
    doc: {
      summary: 'File an uploaded picture under an enterprise with a label and a title; answers its id (D66)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/image/update',
    body: Type.Object({ imageId: IdSchema, ...imageFields }),
    response: Done,
    doc: { summary: "Change a picture's label and title (D66)", path: 'chosen', payload: 'chosen' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/image/remove',
    body: Type.Object({ imageId: IdSchema }),
    response: Done,
    doc: {
      summary: 'Delete a picture with its stored file, refused while anything else refers to the file (D66)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};

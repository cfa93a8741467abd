import { expect } from 'vitest';
import type { image } from '../../contract/enterprise/image';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { uploadPicture } from './prepare';

const TITLE = '合约测试图片';

/** A picture of enterprise 1 this file filed (uploaded and added first), else the fixture picture 1 (MSW). */
const newImageId = async (target: ContractTarget) => {
  const id = await target.client.enterprise.image.add({
    enterpriseId: 1,
    path: await uploadPicture(target, 'case-image.png'),
    label: 'other',
    title: TITLE,
  });
  const { rows } = await target.client.enterprise.image.list({
    enterpriseId: 1,
    title: TITLE,
    pageSize: 100,
  });
  return rows.find((row) => row.imageId === id)?.imageId ?? 1;
};

/** D66: 图片管理 (as the administrator, on enterprise 1). */
export const imageCases = {
  image: {
    list: {
      input: { enterpriseId: 1, label: 'product' as const },
      sends: 'GET /enterprise/image/list?enterpriseId=1&label=product',
      check: (page) =>
        expect(page.rows.every((row) => row.enterpriseId === 1 && row.label === 'product')).toBe(true),
    },
    add: {
      input: {
        enterpriseId: 1,
        path: 'uploads/enterprise/20240610/case-image.png',
        label: 'other',
        title: TITLE,
      },
      sends: 'POST /enterprise/image/add',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          enterpriseId: 1,
          path: await uploadPicture(target, 'case-image.png'),
          label: 'other',
          title: TITLE,
        },
      }),
    },
    update: {
      input: { imageId: 1, label: 'installExample', title: '合约测试改名' },
      sends: 'POST /enterprise/image/update',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { imageId: await newImageId(target), label: 'installExample', title: '合约测试改名' },
      }),
    },
    remove: {
      input: { imageId: 1 },
      sends: 'POST /enterprise/image/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { imageId: await newImageId(target) } }),
    },
  },
} satisfies CasesOf<{ image: typeof image }>;

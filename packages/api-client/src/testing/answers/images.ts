import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { image } from '../../contract/enterprise/image';
import { enterpriseImages } from '../fixtures/images';
import type { AnswersOf } from './types';
import { AnswerFailure, filterRows, found } from './util';

/** D66: the answers of 图片管理 (an enterprise user sees only their own enterprise's, as the server decides). */
export const imageAnswers: AnswersOf<{ image: typeof image }> = {
  image: {
    list: (query, context) => {
      const own =
        context.user.userType === USER_TYPE_ENTERPRISE ? (context.user.enterpriseId ?? 0) : undefined;
      if (own !== undefined && query.enterpriseId !== undefined && query.enterpriseId !== own)
        throw new AnswerFailure('没有权限执行其他企业的数据操作，请联系管理员授权', 403);
      return filterRows(
        enterpriseImages.filter(
          (row) =>
            (own === undefined || row.enterpriseId === own) &&
            (query.enterpriseId === undefined || row.enterpriseId === query.enterpriseId),
        ),
        { label: query.label },
      ).filter((row) => !query.title || row.title.includes(query.title));
    },
    add: () => enterpriseImages.length + 1,
    update: ({ imageId }) => {
      found(
        enterpriseImages.find((row) => row.imageId === imageId),
        `图片 ${imageId} `,
      );
      return null;
    },
    remove: ({ imageId }) => {
      found(
        enterpriseImages.find((row) => row.imageId === imageId),
        `图片 ${imageId} `,
      );
      return null;
    },
  },
};

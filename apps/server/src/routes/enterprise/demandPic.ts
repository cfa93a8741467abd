import { contract } from '@onsite/api-client';
import type { DemandPicture } from '@onsite/domain';
import { anyCode } from '../../enterprise/access';
import { actorOf, requireEnterprise } from '../../enterprise/guard';
import { writeHistory } from '../../enterprise/history';
import { DEMAND_TYPE_LABELS, HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { isStoredUpload } from '../../enterprise/storage';
import { badRequest } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.demandPic;

interface PictureRow {
  pic_id: number;
  enterprise_id: number;
  pic_type: DemandPicture['picType'];
  pic_path: string;
}

/** Example pictures of the five requirement tabs (spec 001 §2 Tab 3: image upload with submit). */
export function demandPicRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  return [
    route(calls.list, anyCode('viewEnterpriseSetting'), ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const rows = db
        .prepare('SELECT * FROM ent_demand_pic WHERE enterprise_id = ? ORDER BY pic_type, sort, pic_id')
        .all(query.enterpriseId) as PictureRow[];
      return {
        data: rows.map((row) => ({
          picId: row.pic_id,
          enterpriseId: row.enterprise_id,
          picType: row.pic_type,
          picPath: row.pic_path,
        })),
      };
    }),

    // Saving replaces the pictures of that tab with the paths sent (an empty list clears them).
    route(calls.add, anyCode('editEnterpriseRequest'), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const paths = [...new Set(body.filePaths)];
      for (const path of paths) {
        if (!isStoredUpload(path)) throw badRequest(`图片 ${path} 不是已上传的文件路径`);
      }
      const before = (
        db
          .prepare(
            'SELECT pic_path FROM ent_demand_pic WHERE enterprise_id = ? AND pic_type = ? ORDER BY sort, pic_id',
          )
          .all(body.enterpriseId, body.picType) as { pic_path: string }[]
      ).map((row) => row.pic_path);
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare('DELETE FROM ent_demand_pic WHERE enterprise_id = ? AND pic_type = ?').run(
          body.enterpriseId,
          body.picType,
        );
        const insert = db.prepare(
          'INSERT INTO ent_demand_pic (enterprise_id, pic_type, pic_path, sort) VALUES (?, ?, ?, ?)',
        );
        for (const [index, path] of paths.entries()) insert.run(body.enterpriseId, body.picType, path, index);
        writeHistory(db, actor, {
          enterpriseId: body.enterpriseId,
          module: HISTORY_MODULES.demand,
          operateType: OPERATE_TYPES.edit,
          content: [
            {
              label: `${DEMAND_TYPE_LABELS[body.picType]}示例图`,
              oldValue: before.join(','),
              newValue: paths.join(','),
            },
          ].filter((item) => item.oldValue !== item.newValue),
        });
      })();
      return { data: null, msg: '保存成功' };
    }),
  ];
}

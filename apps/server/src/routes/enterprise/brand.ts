import { contract } from '@onsite/api-client';
import { SIGNED_IN_USER } from '../../enterprise/access';
import { listEnterprises } from '../../enterprise/enterpriseList';
import { scopedEnterpriseId } from '../../enterprise/guard';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** Brands (`/enterprise/brand/selectBrand`) and the enterprise query screen (`/enterprise/query/list`). */
export function brandAndQueryRoutes({ db }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.enterprise.brand.selectBrand, SIGNED_IN_USER, () => {
      const rows = db.prepare('SELECT brand_id, brand_name FROM ent_brand ORDER BY brand_id').all() as {
        brand_id: number;
        brand_name: string;
      }[];
      return { data: rows.map((row) => ({ brandId: row.brand_id, brandName: row.brand_name })) };
    }),

    route(contract.enterprise.query.list, SIGNED_IN_USER, ({ query }, { user }) => {
      const { rows, total, pageNum } = listEnterprises(db, query, scopedEnterpriseId(user));
      return { rows, total, pageNum };
    }),
  ];
}

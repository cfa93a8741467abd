import { contract } from '@onsite/api-client';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { compactTime } from '../../core/time';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { dictLabel } from '../system/dicts';
import {
  CUSTOMER_ORDER_COLUMNS,
  type CustomerOrderRow,
  customerOrderWhere,
  infoListsOf,
} from './customerQuery';

/** At most this many rows go into one workbook. */
export const EXPORT_ROW_LIMIT = 20_000;

const STATUS_TEXT = ['待处理', '已处理', '已移除'] as const;

const HEADER = [
  '客户订单号',
  '工单号',
  '企业名称',
  '客户姓名',
  '客户电话',
  '地址',
  '安装类型',
  '订单类型',
  '数量',
  '状态',
  '创建时间',
  '处理时间',
  '处理人',
  '移除时间',
  '移除人',
  '移除原因',
  '附加信息',
] as const;

/** GET /order/customer/export: a real .xlsx of the filtered customer orders, also kept in "my downloads". */
export function customerExportRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.order.customer.export, button(CODES.customerOrderExport), async ({ query }, { user }) => {
      const at = now();
      const where = customerOrderWhere(query, user.enterpriseId);
      const rows = db
        .prepare(
          `SELECT ${CUSTOMER_ORDER_COLUMNS} FROM customer_order ${where.toSql()} ORDER BY create_time DESC, id DESC LIMIT ?`,
        )
        .all(...where.params, EXPORT_ROW_LIMIT) as CustomerOrderRow[];
      const infos = infoListsOf(
        db,
        rows.map((row) => row.id),
      );
      const sheet = [
        HEADER.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => [
          row.no,
          row.order_no ?? '',
          row.enterprise_name,
          row.customer_name,
          row.customer_mobile,
          row.address,
          dictLabel(db, 'install_type', row.install_type) || row.install_type,
          row.order_type,
          row.number,
          STATUS_TEXT[row.status],
          row.create_time,
          row.update_time ?? '',
          row.update_by ?? '',
          row.delete_time ?? '',
          row.delete_by ?? '',
          dictLabel(db, 'remove_type', row.delete_reason),
          (infos.get(row.id) ?? []).map((item) => `${item.infoName}：${item.infoValue}`).join('；'),
        ]),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '客户订单' }).toBuffer();
      const exportName = `客户订单_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'customer-orders',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: contract.order.customer.export.produces, fileName: exportName };
    }),
  ];
}

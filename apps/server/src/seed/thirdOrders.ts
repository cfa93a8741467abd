import { insertOrder } from '../core/orderStore';
import { settlementAmounts } from '../core/settlement';
import { compactTime, formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 86_400_000;

/** The channel rows of the demo imports (D58): channel, channel order no, customer, phone, street, number, remark. */
const IMPORTS: readonly {
  by: { userId: number; name: string };
  daysAgo: number;
  fileName: string;
  rows: readonly (readonly [string, string, string, string, string, number, string])[];
}[] = [
  {
    by: { userId: 2, name: '王派单' },
    daysAgo: 3,
    fileName: '京东订单-第1批.xlsx',
    rows: [
      ['京东', 'JD6024100311', '黄先生', '13912340021', '科技园北区2栋1801', 1, ''],
      ['京东', 'JD6024100327', '郑女士', '13912340022', '后海大道88号海岸城3座', 2, '两把锁同一天装'],
    ],
  },
  {
    by: { userId: 4, name: '张企业' },
    daysAgo: 1,
    fileName: '天猫订单.xlsx',
    rows: [['天猫', 'TM88000123', '林女士', '13912340023', '蛇口工业七路5号', 1, '周末上门']],
  },
];

/**
 * D58: two imports of third-party orders for enterprise 1 (one by staff, one by the enterprise's user), each
 * row an order to dispatch linked to its record, and finance's approval of one verified order's amount.
 */
export function seedThirdOrders(db: Db, anchor: number): void {
  const enterprise = db.prepare('SELECT enterprise_name FROM ent_enterprise WHERE enterprise_id = 1').get() as
    | { enterprise_name: string }
    | undefined;
  const type = db
    .prepare("SELECT type_name FROM bd_order_type WHERE order_type_id = 1 AND install_type = '1'")
    .get() as { type_name: string } | undefined;
  if (!enterprise || !type) return;
  const insert = db.prepare(
    `INSERT INTO third_order (enterprise_id, channel, channel_order_no, order_id, customer_name, customer_mobile,
       province_name, city_name, area_name, detailed_address, install_type_name, order_type_name, number, remark,
       batch_no, file_name, file_line, import_by, import_user_id, import_time)
     VALUES (1, ?, ?, ?, ?, ?, '广东省', '深圳市', '南山区', ?, '安装', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  IMPORTS.forEach((batch, index) => {
    const at = anchor - batch.daysAgo * DAY_MS + 9 * 3_600_000;
    const batchNo = `TP${compactTime(at)}${String(index + 1).padStart(5, '0')}`;
    batch.rows.forEach(([channel, channelOrderNo, customer, mobile, street, number, remark], line) => {
      const created = insertOrder(db, at, {
        enterpriseId: 1,
        enterpriseName: enterprise.enterprise_name,
        customerName: customer,
        customerMobile: mobile,
        provinceCode: '440000',
        cityCode: '440300',
        areaCode: '440305',
        detailedAddress: street,
        installType: '1',
        orderTypeId: 1,
        orderTypeName: type.type_name,
        number,
        remark,
        infoList: [
          { infoName: '渠道名称', infoValue: channel },
          { infoName: '渠道订单号', infoValue: channelOrderNo },
        ],
        createBy: batch.by.name,
        createUserId: batch.by.userId,
        origin: `第三方导入：${channel} ${channelOrderNo}`,
      });
      insert.run(
        channel,
        channelOrderNo,
        created.orderId,
        customer,
        mobile,
        street,
        type.type_name,
        number,
        remark,
        batchNo,
        batch.fileName,
        line + 2,
        batch.by.name,
        batch.by.userId,
        formatTime(at),
      );
    });
  });

  // Finance approved the amount of the newest verified order (the others wait on 费用审核).
  const verified = db
    .prepare(
      `SELECT order_id, order_no, enterprise_id, install_type, order_type_id, number, master_id, verify_time FROM work_order
       WHERE order_status = 'verified' AND master_id IS NOT NULL ORDER BY verify_time DESC, order_id DESC LIMIT 1`,
    )
    .get() as
    | {
        order_id: number;
        order_no: string;
        enterprise_id: number;
        install_type: string;
        order_type_id: number;
        number: number;
        master_id: number | null;
        verify_time: string | null;
      }
    | undefined;
  if (verified) {
    const amounts = settlementAmounts(db, verified);
    db.prepare(
      `INSERT INTO order_money_review (order_id, master_cents, enterprise_cents, state, reason, review_by, review_user_id, review_time)
       VALUES (?, ?, ?, 'approved', NULL, '钱财务', 9, ?)`,
    ).run(
      verified.order_id,
      amounts.masterCents,
      amounts.enterpriseCents,
      verified.verify_time ?? formatTime(anchor),
    );
  }
}

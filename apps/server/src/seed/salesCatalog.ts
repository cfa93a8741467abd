import { formatTime, parseTime } from '../core/time';
import type { Db } from '../db/database';

/** D53: the demo enterprises that get a sales catalogue (odd ids lock enterprises, even ids telecom companies). */
export const SALES_CATALOG_ENTERPRISES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const CREATED = parseTime('2024-02-01 10:00:00');

/** [code, name, disabled] */
type Coded = readonly [string, string, boolean?];

const LOCK_CHANNELS: readonly Coded[] = [
  ['ONLINE', '线上商城'],
  ['RETAIL', '门店零售'],
  ['PROJECT', '工程渠道', true],
];
const TELECOM_CHANNELS: readonly Coded[] = [
  ['HALL', '营业厅'],
  ['ONLINE', '网上营业厅'],
  ['AGENT', '社会渠道代理'],
];
const LOCK_SOURCES: readonly Coded[] = [
  ['TMALL', '天猫'],
  ['JD', '京东'],
  ['HOTLINE', '400 热线'],
  ['STORE', '门店下单'],
  ['DOUYIN', '抖音小店', true],
];
const TELECOM_SOURCES: readonly Coded[] = [
  ['APP', '掌上营业厅'],
  ['HALL', '营业厅受理'],
  ['HOTLINE', '10000 号热线'],
];
/** [name, contact, phone, address, disabled] */
const LOCK_SUPPLIERS = [
  ['东莞精工锁芯有限公司', '黄经理', '0769-22330011', '广东省东莞市长安镇锦厦路 9 号', false],
  ['深圳鹏电电子元件厂', '林工', '13923456789', '广东省深圳市宝安区福永街道 32 号', false],
  ['温州五金配件批发部', '陈老板', '0577-88123456', '', true],
] as const;
const TELECOM_SUPPLIERS = [
  ['杭州光联通信器材有限公司', '孙主管', '0571-86001234', '浙江省杭州市滨江区江南大道 100 号', false],
  ['华信网络设备有限公司', '周经理', '13757112345', '', false],
] as const;
const CONTACTS = ['刘店长', '何店长', '吴经理', '郑主管', '马店长', '冯经理'];

/**
 * D53: channels, order sources, suppliers and shops of the demo enterprises (deterministic), and the
 * demo orders of those enterprises naming a source and most of them a shop, so the delete refusals
 * are there to try. Call it after the orders.
 */
export function seedSalesCatalog(db: Db): void {
  const time = formatTime(CREATED);
  const enterprise = db.prepare(
    'SELECT enterprise_id, enterprise_sys_name, province, city FROM ent_enterprise WHERE enterprise_id = ?',
  );
  const areasOf = db.prepare(
    `SELECT p.province_code, c.city_code, a.area_code, a.area_name FROM bd_area a
     JOIN bd_city c ON c.city_code = a.city_code JOIN bd_province p ON p.province_code = c.province_code
     ORDER BY (c.city_code = ?) DESC, a.area_code LIMIT 2`,
  );
  const channel = db.prepare(
    `INSERT INTO ent_channel (enterprise_id, channel_code, channel_name, forbidden_status, create_by, create_time)
     VALUES (?, ?, ?, ?, 'admin', ?)`,
  );
  const source = db.prepare(
    `INSERT INTO ent_order_source (enterprise_id, source_code, source_name, forbidden_status, create_by, create_time)
     VALUES (?, ?, ?, ?, 'admin', ?)`,
  );
  const supplier = db.prepare(
    `INSERT INTO ent_supplier (enterprise_id, supplier_name, contact_name, phone, address, forbidden_status, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, 'admin', ?)`,
  );
  const shop = db.prepare(
    `INSERT INTO ent_shop (enterprise_id, shop_name, channel_id, contact_name, phone, province_code, city_code, area_code,
       detailed_address, forbidden_status, create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'admin', ?)`,
  );
  const orders = db.prepare('SELECT order_id FROM work_order WHERE enterprise_id = ? ORDER BY order_id');
  const link = db.prepare('UPDATE work_order SET shop_id = ?, source_id = ? WHERE order_id = ?');

  for (const id of SALES_CATALOG_ENTERPRISES) {
    const row = enterprise.get(id) as
      | { enterprise_id: number; enterprise_sys_name: string; province: string; city: string }
      | undefined;
    if (!row) continue;
    const isLock = id % 2 === 1;
    const channelIds = (isLock ? LOCK_CHANNELS : TELECOM_CHANNELS).map(([code, name, disabled]) =>
      Number(channel.run(id, code, name, disabled ? 1 : 0, time).lastInsertRowid),
    );
    const sourceIds = (isLock ? LOCK_SOURCES : TELECOM_SOURCES).flatMap(([code, name, disabled]) => {
      const sourceId = Number(source.run(id, code, name, disabled ? 1 : 0, time).lastInsertRowid);
      return disabled ? [] : [sourceId];
    });
    for (const [name, contact, phone, address, disabled] of isLock ? LOCK_SUPPLIERS : TELECOM_SUPPLIERS) {
      supplier.run(id, name, contact, phone, address, disabled ? 1 : 0, time);
    }
    const areas = areasOf.all(row.city) as {
      province_code: string;
      city_code: string;
      area_code: string;
      area_name: string;
    }[];
    const brand = row.enterprise_sys_name;
    const shops: { name: string; channel: number | undefined; disabled: boolean }[] = isLock
      ? [
          { name: `${brand}${areas[0]?.area_name ?? ''}体验店`, channel: channelIds[1], disabled: false },
          { name: `${brand}${areas[1]?.area_name ?? ''}专卖店`, channel: channelIds[1], disabled: false },
          { name: `${brand}天猫旗舰店`, channel: channelIds[0], disabled: false },
          { name: `${brand}京东自营店`, channel: channelIds[0], disabled: true },
        ]
      : [
          { name: `${areas[0]?.area_name ?? ''}营业厅`, channel: channelIds[0], disabled: false },
          { name: `${areas[1]?.area_name ?? ''}合作营业厅`, channel: channelIds[2], disabled: false },
        ];
    const shopIds = shops.flatMap((entry, index) => {
      const area = areas[index % Math.max(areas.length, 1)];
      if (!area) return [];
      const shopId = Number(
        shop.run(
          id,
          entry.name,
          entry.channel ?? null,
          CONTACTS[(id + index) % CONTACTS.length],
          `1380013${String(id).padStart(2, '0')}${String(index).padStart(2, '0')}`,
          area.province_code,
          area.city_code,
          area.area_code,
          `${['中心路', '人民路', '建设路', '滨海大道'][index % 4]} ${(id * 7 + index * 11) % 200} 号`,
          entry.disabled ? 1 : 0,
          time,
        ).lastInsertRowid,
      );
      return entry.disabled ? [] : [shopId];
    });
    // The enterprise's orders: each names a source, two in three a shop.
    (orders.all(id) as { order_id: number }[]).forEach(({ order_id }, index) => {
      const shopId = index % 3 === 2 || shopIds.length === 0 ? null : shopIds[index % shopIds.length];
      link.run(shopId ?? null, sourceIds[index % sourceIds.length] ?? null, order_id);
    });
  }
}

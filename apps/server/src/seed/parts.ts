import { formatTime, parseTime } from '../core/time';
import type { Db } from '../db/database';
import { SALES_CATALOG_ENTERPRISES } from './salesCatalog';

const CREATED = parseTime('2024-02-01 10:00:00');

/** [code, name, brand, model, unit, price in fen] */
type Goods = readonly [string, string, string, string, string, number];
const LOCK_GOODS: readonly Goods[] = [
  ['LOCK-X1', '智能门锁 X1', '安居', 'X1', '套', 129_900],
  ['CYL-C', 'C 级锁芯', '安居', 'C-60', '个', 8_800],
  ['MAG-01', '门磁传感器', '安居', 'M1', '个', 6_900],
];
const TELECOM_GOODS: readonly Goods[] = [
  ['ONT-01', '千兆光猫', '华信', 'HG8145', '台', 29_900],
  ['WIFI6', 'WiFi 6 路由器', '华信', 'AX3000', '台', 39_900],
  ['CAT6', '六类网线', '', '', '米', 300],
];

interface AccessoryRow {
  enterprise_accessory_id: number;
}

/**
 * D61: the demo enterprises' parts: the accessories tab 2 already prices get who added them; every
 * enterprise gets commodities (the first from its first supplier), stock lines of its first accessories
 * in 总仓 with a purchase in and parts taken for an order out (the quantity is the moves' sum), one line
 * below its warning quantity, and parts orders in each state (the received one moved its stock in).
 * Call it after the sales catalogue (suppliers) and the orders.
 */
export function seedParts(db: Db): void {
  const time = formatTime(CREATED);
  const later = (minutes: number) => formatTime(CREATED + minutes * 60_000);
  db.prepare(
    `UPDATE ent_accessory_price SET create_by = 'admin', create_time = ? WHERE create_time IS NULL`,
  ).run(time);
  const kindOf = db.prepare('SELECT types FROM ent_enterprise WHERE enterprise_id = ?');
  const firstSupplier = db.prepare(
    'SELECT supplier_id FROM ent_supplier WHERE enterprise_id = ? AND forbidden_status = 0 ORDER BY supplier_id LIMIT 1',
  );
  const accessoriesOf = db.prepare(
    'SELECT enterprise_accessory_id FROM ent_accessory_price WHERE enterprise_id = ? ORDER BY enterprise_accessory_id LIMIT 3',
  );
  const firstOrder = db.prepare(
    'SELECT order_id FROM work_order WHERE enterprise_id = ? ORDER BY order_id LIMIT 1',
  );
  const goods = db.prepare(
    `INSERT INTO ent_commodity (enterprise_id, commodity_code, commodity_name, brand_name, model_name, unit, price_cents,
       supplier_id, forbidden_status, create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'admin', ?)`,
  );
  const line = db.prepare(
    `INSERT INTO ent_stock_part (enterprise_id, accessory_id, warehouse, master_id, quantity, warn_quantity, update_time)
     VALUES (?, ?, '总仓', NULL, ?, ?, ?)`,
  );
  const move = db.prepare(
    `INSERT INTO ent_storage_record (enterprise_id, stock_id, direction, reason, quantity, balance, supplier_id, order_id,
       parts_order_id, remark, operate_by, operate_user_id, operate_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'admin', 1, ?)`,
  );
  const partsOrder = db.prepare(
    `INSERT INTO ent_parts_order (parts_order_no, enterprise_id, accessory_id, quantity, purpose, order_id, warehouse,
       supplier_id, status, express_no, cancel_reason, remark, create_by, create_time, ship_time, receive_time)
     VALUES (?, ?, ?, ?, ?, ?, '总仓', ?, ?, ?, ?, '', 'admin', ?, ?, ?)`,
  );
  let number = 0;
  for (const enterpriseId of SALES_CATALOG_ENTERPRISES) {
    const kind = kindOf.get(enterpriseId) as { types: number } | undefined;
    if (!kind) continue;
    const supplierId =
      (firstSupplier.get(enterpriseId) as { supplier_id: number } | undefined)?.supplier_id ?? null;
    (kind.types === 0 ? LOCK_GOODS : TELECOM_GOODS).forEach(
      ([code, name, brand, model, unit, cents], index) => {
        goods.run(
          enterpriseId,
          code,
          name,
          brand,
          model,
          unit,
          cents,
          index === 0 ? supplierId : null,
          index === 2 ? 1 : 0,
          time,
        );
      },
    );
    const accessories = (accessoriesOf.all(enterpriseId) as AccessoryRow[]).map(
      (row) => row.enterprise_accessory_id,
    );
    const orderId = (firstOrder.get(enterpriseId) as { order_id: number } | undefined)?.order_id ?? null;
    accessories.slice(0, 2).forEach((accessoryId, index) => {
      // The second line has less than its warning quantity.
      const bought = index === 0 ? 20 : 5;
      const taken = orderId === null ? 0 : 2;
      const stockId = Number(
        line.run(enterpriseId, accessoryId, bought - taken, index === 0 ? 5 : 10, later(60)).lastInsertRowid,
      );
      move.run(
        enterpriseId,
        stockId,
        'in',
        'purchase',
        bought,
        bought,
        supplierId,
        null,
        null,
        '首批采购',
        later(30),
      );
      if (taken > 0)
        move.run(
          enterpriseId,
          stockId,
          'out',
          'order',
          taken,
          bought - taken,
          null,
          orderId,
          null,
          '',
          later(60),
        );
    });
    const accessoryId = accessories[0];
    if (accessoryId === undefined) continue;
    const no = () => `PJ20240201${String(++number).padStart(5, '0')}`;
    partsOrder.run(
      no(),
      enterpriseId,
      accessoryId,
      10,
      'restock',
      null,
      supplierId,
      0,
      '',
      '',
      later(90),
      null,
      null,
    );
    partsOrder.run(
      no(),
      enterpriseId,
      accessoryId,
      4,
      'restock',
      null,
      supplierId,
      1,
      'SF1234567890',
      '',
      later(100),
      later(120),
      null,
    );
    if (orderId !== null)
      partsOrder.run(
        no(),
        enterpriseId,
        accessoryId,
        1,
        'order',
        orderId,
        null,
        3,
        '',
        '客户已自备配件',
        later(110),
        null,
        null,
      );
  }
}

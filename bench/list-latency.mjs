// Latency of the big paged lists of the reference server: the customer orders
// (`/order/customer/selectOrderList`), the orders (`/order/order/list`), the enterprises
// (`/enterprise/management/list`) and the operation log (`/system/operlog/list`), on 100,000 rows each.
// It seeds the demo data into a temporary file database, adds ROWS rows to each of the four tables
// (deterministic), builds the server in-process and sends a bounded number of requests per
// scenario through Fastify's `inject` (the whole HTTP pipeline: routing, validation, auth, SQL,
// serialisation; no socket). Prints p50 / p95 / max per scenario and the query plan of the SQL,
// and asserts nothing.
//
//   node bench/list-latency.mjs            (re-runs itself under tsx from apps/server)
//   ROWS=20000 REQUESTS=100 node bench/list-latency.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');

if (process.env.ONSITE_BENCH_CHILD !== '1') {
  // The server is TypeScript compiled on the fly: run this file again with tsx and the source condition.
  const child = spawnSync(
    process.execPath,
    ['--conditions=@onsite/source', '--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, ONSITE_BENCH_CHILD: '1' },
    },
  );
  process.exit(child.status ?? 1);
}

const ROWS = Number(process.env.ROWS ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARMUP = 20;

const { openDatabase } = await import(path.join(serverDir, 'src/db/database.ts'));
const { seedIfEmpty } = await import(path.join(serverDir, 'src/seed/index.ts'));
const { createServices } = await import(path.join(serverDir, 'src/services.ts'));
const { buildApp } = await import(path.join(serverDir, 'src/app.ts'));
const { readConfig } = await import(path.join(serverDir, 'src/config.ts'));
const { createRandom, pick, randomInt } = await import(path.join(serverDir, 'src/seed/prng.ts'));
const { formatTime } = await import(path.join(serverDir, 'src/core/time.ts'));

const folder = mkdtempSync(path.join(os.tmpdir(), 'onsite-bench-'));
const now = Date.UTC(2025, 2, 15, 2, 0, 0);
const started = performance.now();
const db = openDatabase(path.join(folder, 'onsite.sqlite'));
await seedIfEmpty(db, { now });

const random = createRandom(42);
const enterprises = db
  .prepare('SELECT enterprise_id AS id, enterprise_name AS name FROM ent_enterprise')
  .all();
const types = db
  .prepare('SELECT order_type_id AS id, type_name AS name, install_type AS installType FROM bd_order_type')
  .all();
const regions = db
  .prepare(
    'SELECT c.province_code AS p, c.city_code AS c, a.area_code AS a FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code',
  )
  .all();
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const DAY = 24 * 3600 * 1000;

db.transaction(() => {
  const baseCustomer = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM customer_order').get().id;
  const customer = db.prepare(
    `INSERT INTO customer_order (id, no, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_id, city_id,
       area_id, detailed_address, address, install_type, order_type_id, order_type, number, status, create_time, update_time, update_by,
       delete_time, delete_by, delete_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let index = 1; index <= ROWS; index += 1) {
    const id = baseCustomer + index;
    const enterprise = pick(random, enterprises);
    const type = pick(random, types);
    const region = pick(random, regions);
    const status = randomInt(random, 0, 2);
    const created = now - randomInt(random, 0, 365 * 24) * 3600 * 1000;
    const touched = formatTime(created + randomInt(random, 1, 48) * 3600 * 1000);
    const street = `人民路${randomInt(random, 1, 999)}号`;
    customer.run(
      id,
      `KB${String(id).padStart(10, '0')}`,
      status === 1 ? `GB${String(id).padStart(10, '0')}` : null,
      enterprise.id,
      enterprise.name,
      `${pick(random, SURNAMES)}先生`,
      `139${String(randomInt(random, 0, 99_999_999)).padStart(8, '0')}`,
      region.p,
      region.c,
      region.a,
      street,
      street,
      type.installType,
      type.id,
      type.name,
      status,
      formatTime(created),
      status === 0 ? null : touched,
      status === 0 ? null : '王派单',
      status === 2 ? touched : null,
      status === 2 ? '王派单' : null,
      status === 2 ? String(randomInt(random, 1, 5)) : null,
    );
  }
  const baseOrder = db.prepare('SELECT COALESCE(MAX(order_id), 0) AS id FROM work_order').get().id;
  const order = db.prepare(
    `INSERT INTO work_order (order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code, city_code,
       area_code, detailed_address, address, install_type, order_type_id, order_type_name, number, order_status, principal_id, master_id,
       create_by, create_time, dispatch_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, '张企业', ?, ?)`,
  );
  const statuses = [
    'toDispatch',
    'dispatched',
    'inService',
    'completed',
    'cancelled',
    'customerServiceApply',
  ];
  for (let index = 1; index <= ROWS; index += 1) {
    const id = baseOrder + index;
    const enterprise = pick(random, enterprises);
    const type = pick(random, types);
    const region = pick(random, regions);
    const status = pick(random, statuses);
    const created = now - randomInt(random, 0, 365 * 24) * 3600 * 1000;
    const master = status === 'toDispatch' ? null : randomInt(random, 1, 12);
    order.run(
      id,
      `GB${String(id).padStart(10, '0')}`,
      enterprise.id,
      enterprise.name,
      `${pick(random, SURNAMES)}女士`,
      `138${String(randomInt(random, 0, 99_999_999)).padStart(8, '0')}`,
      region.p,
      region.c,
      region.a,
      '人民路1号',
      '人民路1号',
      type.installType,
      type.id,
      type.name,
      status,
      pick(random, [2, 6, 8]),
      master,
      formatTime(created),
      master === null ? null : formatTime(created + DAY / 4),
    );
  }
  const baseEnterprise = db
    .prepare('SELECT COALESCE(MAX(enterprise_id), 0) AS id FROM ent_enterprise')
    .get().id;
  const enterprise = db.prepare(
    `INSERT INTO ent_enterprise (enterprise_id, enterprise_name, enterprise_sys_name, types, province, city, create_time,
       forbidden_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const CITIES = ['杭州', '宁波', '温州', '广州', '深圳', '成都', '武汉', '西安', '南京', '苏州'];
  const TRADES = ['智能锁', '门窗', '安防', '通信', '家居', '电器', '网络', '工程'];
  for (let index = 1; index <= ROWS; index += 1) {
    const id = baseEnterprise + index;
    const region = pick(random, regions);
    const name = `${pick(random, CITIES)}${pick(random, TRADES)}科技${id}号有限公司`;
    enterprise.run(
      id,
      name,
      name.slice(0, 8),
      randomInt(random, 0, 1),
      region.p,
      region.c,
      formatTime(now - randomInt(random, 0, 3 * 365 * 24) * 3600 * 1000),
      randomInt(random, 0, 9) === 0 ? 1 : 0,
    );
  }
  const log = db.prepare(
    `INSERT INTO sys_oper_log (title, business_type, request_method, oper_name, oper_url, oper_ip, oper_param, status,
       error_msg, oper_time) VALUES (?, ?, 'POST', ?, ?, '127.0.0.1', '{}', ?, '', ?)`,
  );
  const TITLES = ['企业管理', '订单管理', '用户管理', '角色管理', '字典管理', '师傅管理', '钱包充值', '派单'];
  const OPERATORS = ['admin', 'dispatcher', 'market', 'enterprise', 'finance1', 'finance2', 'service3'];
  for (let index = 1; index <= ROWS; index += 1) {
    log.run(
      pick(random, TITLES),
      randomInt(random, 0, 9),
      pick(random, OPERATORS),
      '/api/order/order/dispatch',
      randomInt(random, 0, 19) === 0 ? 1 : 0,
      formatTime(now - randomInt(random, 0, 365 * 24 * 60) * 60 * 1000),
    );
  }
})();
db.pragma('optimize');
console.log(
  `seeded ${ROWS.toLocaleString()} customer orders, orders, enterprises and operation log rows each in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// The server's own configuration of this environment (so the bench follows new settings), with the
// bench's folder, no captcha and no console.
const config = {
  ...readConfig({ ONSITE_DATA_DIR: folder, ONSITE_CAPTCHA: 'off', ONSITE_SMS_CODE: '123456' }, []),
  port: 0,
  dataDir: folder,
  databasePath: path.join(folder, 'onsite.sqlite'),
  captcha: 'off',
  simulate: false,
  consoleDir: null,
};
const services = createServices({ config, db, now: () => now });
const app = await buildApp({
  config,
  db,
  routes: services.routes,
  plugins: services.plugins,
  now: () => now,
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'dispatcher', password: 'Dispatch@123', code: '', uuid: '' },
});
// A dispatcher (dept 103), so that isMyOrder finds their orders; the operation log is the admin's.
const token = login.json().data.token;
const adminLogin = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'Admin@12345', code: '', uuid: '' },
});
const adminToken = adminLogin.json().data.token;

const sampleCustomer = db
  .prepare('SELECT * FROM customer_order WHERE status = 2 ORDER BY id DESC LIMIT 1')
  .get();
const sampleOrder = db
  .prepare('SELECT * FROM work_order WHERE master_id IS NOT NULL ORDER BY order_id DESC LIMIT 1')
  .get();
const day = (text) => text.slice(0, 10);

const scenarios = [
  ['customer orders: pending tab, page 1', '/api/order/customer/selectOrderList', { status: 0 }],
  [
    'customer orders: handled tab, page 300',
    '/api/order/customer/selectOrderList',
    { status: 1, pageNum: 300 },
  ],
  [
    'customer orders: recycle bin sorted by deleteTime',
    '/api/order/customer/selectOrderList',
    { status: 2, sortField: 'deleteTime' },
  ],
  [
    'customer orders: every filter',
    '/api/order/customer/selectOrderList',
    {
      status: 2,
      enterpriseName: sampleCustomer.enterprise_name.slice(2, 6),
      customerName: sampleCustomer.customer_name,
      customerMobile: sampleCustomer.customer_mobile.slice(0, 7),
      provinceId: sampleCustomer.province_id,
      cityId: sampleCustomer.city_id,
      areaId: sampleCustomer.area_id,
      detailedAddress: '人民路',
      installType: sampleCustomer.install_type,
      orderType: sampleCustomer.order_type,
      createStartTime: day(sampleCustomer.create_time),
      createEndTime: day(sampleCustomer.create_time),
      updateBy: '王派单',
      updateStartTime: day(sampleCustomer.update_time),
      updateEndTime: day(sampleCustomer.update_time),
      deleteBy: '王派单',
      deleteStartTime: day(sampleCustomer.delete_time),
      deleteEndTime: day(sampleCustomer.delete_time),
      deleteReason: sampleCustomer.delete_reason,
      orderNo: sampleCustomer.no,
    },
  ],
  [
    'customer orders: text filters only (enterprise, customer, address)',
    '/api/order/customer/selectOrderList',
    {
      status: 0,
      enterpriseName: sampleCustomer.enterprise_name.slice(0, 4),
      customerName: '王',
      detailedAddress: '人民路1',
    },
  ],
  ['orders: all, page 1', '/api/order/order/list', {}],
  ['orders: all, page 500', '/api/order/order/list', { pageNum: 500 }],
  [
    'orders: jumpList (customerServiceApply, isMyOrder)',
    '/api/order/order/list',
    { orderStatus: 'customerServiceApply', isMyOrder: 'true' },
  ],
  [
    'orders: orderId + time query',
    '/api/order/order/list',
    { orderId: sampleOrder.order_id, time: day(sampleOrder.create_time) },
  ],
  [
    'orders: every filter',
    '/api/order/order/list',
    {
      orderStatus: sampleOrder.order_status,
      isMyOrder: 'false',
      orderNo: sampleOrder.order_no,
      enterpriseId: sampleOrder.enterprise_id,
      customerName: sampleOrder.customer_name,
      customerMobile: sampleOrder.customer_mobile.slice(0, 7),
      provinceCode: sampleOrder.province_code,
      cityCode: sampleOrder.city_code,
      areaCode: sampleOrder.area_code,
      installType: sampleOrder.install_type,
      orderTypeId: sampleOrder.order_type_id,
      masterId: sampleOrder.master_id,
      beginTime: day(sampleOrder.create_time),
      endTime: day(sampleOrder.create_time),
    },
  ],
  [
    'orders: customer name contains (text filter)',
    '/api/order/order/list',
    { customerName: sampleOrder.customer_name.slice(0, 1) },
  ],
  [
    'orders: customer name contains, one status',
    '/api/order/order/list',
    { orderStatus: 'completed', customerName: '王女' },
  ],
  [
    'orders: region + install type + month',
    '/api/order/order/list',
    {
      provinceCode: sampleOrder.province_code,
      installType: sampleOrder.install_type,
      beginTime: '2025-01-01',
      endTime: '2025-01-31',
    },
  ],
  ['enterprises: page 1', '/api/enterprise/management/list', {}],
  ['enterprises: page 500', '/api/enterprise/management/list', { pageNum: 500 }],
  [
    'enterprises: name contains (text filter)',
    '/api/enterprise/management/list',
    { enterpriseName: '宁波安防' },
  ],
  [
    'enterprises: name contains + type + province',
    '/api/enterprise/management/list',
    { enterpriseName: '科技', types: 1, province: regions[0].p },
  ],
  ['operation log: page 1', '/api/system/operlog/list', {}, 'admin'],
  ['operation log: page 500', '/api/system/operlog/list', { pageNum: 500 }, 'admin'],
  ['operation log: title contains (text filter)', '/api/system/operlog/list', { title: '钱包' }, 'admin'],
  [
    'operation log: operator contains + failed + month',
    '/api/system/operlog/list',
    { operName: 'finance', status: 1, beginTime: '2025-01-01', endTime: '2025-01-31' },
    'admin',
  ],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rows = [];
for (const [name, url, query, who] of scenarios) {
  const stringQuery = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  let total = 0;
  const times = [];
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    const start = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      query: stringQuery,
      headers: { 'access-token': who === 'admin' ? adminToken : token },
    });
    const elapsed = performance.now() - start;
    const body = response.json();
    if (body.code !== 0) throw new Error(`${name}: ${body.msg}`);
    total = body.total;
    if (index >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  rows.push({
    scenario: name,
    total,
    p50: percentile(times, 50).toFixed(2),
    p95: percentile(times, 95).toFixed(2),
    max: times.at(-1).toFixed(2),
  });
}

console.log(
  `\n${REQUESTS} requests per scenario after ${WARMUP} warm-up requests, milliseconds, through app.inject:\n`,
);
console.table(rows);

// How SQLite answers the default lists (index use).
const plan = (sql, ...params) =>
  db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((step) => step.detail)
    .join(' | ');
console.log('\nquery plans:');
console.log(
  ' customer orders (status tab):',
  plan('SELECT id FROM customer_order WHERE status = ? ORDER BY create_time DESC, id DESC LIMIT 10', 0),
);
console.log(
  ' orders (all):',
  plan('SELECT order_id FROM work_order ORDER BY create_time DESC, order_id DESC LIMIT 10'),
);
console.log(
  ' orders (isMyOrder):',
  plan(
    'SELECT order_id FROM work_order WHERE principal_id = ? ORDER BY create_time DESC, order_id DESC LIMIT 10',
    2,
  ),
);
console.log(
  ' orders (jumpList):',
  plan(
    'SELECT order_id FROM work_order WHERE order_status = ? AND principal_id = ? ORDER BY create_time DESC, order_id DESC LIMIT 10',
    'customerServiceApply',
    2,
  ),
);
console.log(
  ' enterprises (name contains):',
  plan(
    'SELECT COUNT(*) FROM ent_enterprise e WHERE e.del_status = ? AND (e.enterprise_name LIKE ? OR e.enterprise_sys_name LIKE ?)',
    0,
    '%宁波安防%',
    '%宁波安防%',
  ),
);
console.log(
  ' enterprises (name, type, province):',
  plan(
    'SELECT enterprise_id FROM ent_enterprise e WHERE e.del_status = ? AND (e.enterprise_name LIKE ? OR e.enterprise_sys_name LIKE ?) AND e.types = ? AND e.province = ? ORDER BY e.enterprise_id DESC LIMIT 10',
    0,
    '%科技%',
    '%科技%',
    1,
    '33',
  ),
);
console.log(
  ' operation log (title contains):',
  plan('SELECT COUNT(*) FROM sys_oper_log WHERE title LIKE ?', '%钱包%'),
);

await app.close();
db.close();
rmSync(folder, { recursive: true, force: true });

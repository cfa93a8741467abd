import { insertCustomerOrder } from '../core/customerOrderStore';
import { enterpriseIds, enterpriseNameOf } from '../core/enterprises';
import { addCourse } from '../core/orderStore';
import { formatTime } from '../core/time';
import type { RouteDeps } from '../routes/deps';
import { customerName, detailedAddress, infoList, mobile, orderTypes, regionChains } from '../seed/names';
import { chance, createRandom, pick } from '../seed/prng';
import { notifyCustomerService, notifyNewCustomerOrder, notifyReminder } from './notify';

/** Every few seconds in demo mode (ONSITE_SIMULATE=1 or --simulate). */
export const SIMULATION_INTERVAL_MS = 5_000;

const REMINDER_TEXTS = [
  '师傅什么时候上门？',
  '已经等了两天了，请尽快安排',
  '客户来电催促',
  '请今天内联系客户',
];

/**
 * One demo event, creating real rows: a new customer order (type 2), a reminder on an open order
 * (type 3) or a customer-service request on a dispatched order (type 1), in turn.
 */
export function simulateOnce(deps: RouteDeps, step: number): void {
  const { db, now } = deps;
  const random = createRandom(now() ^ step);
  const at = now();
  const kind = step % 3;
  if (kind === 0) {
    const enterprises = enterpriseIds(db);
    const types = orderTypes(db);
    const regions = regionChains(db);
    if (enterprises.length === 0 || types.length === 0 || regions.length === 0) return;
    const enterpriseId = pick(random, enterprises);
    const enterpriseName = enterpriseNameOf(db, enterpriseId) ?? '';
    const type = pick(random, types);
    const region = pick(random, regions);
    const id = db.transaction(() =>
      insertCustomerOrder(db, at, {
        enterpriseId,
        enterpriseName,
        customerName: customerName(random),
        customerMobile: mobile(random),
        provinceId: region.provinceCode,
        cityId: region.cityCode,
        areaId: region.areaCode,
        detailedAddress: detailedAddress(random),
        installType: type.installType,
        orderTypeId: type.orderTypeId,
        orderType: type.typeName,
        number: chance(random, 0.8) ? 1 : 2,
        infoList: infoList(random),
      }),
    )();
    notifyNewCustomerOrder(deps, id);
    return;
  }
  const statuses = kind === 1 ? "('toDispatch', 'dispatched', 'inService')" : "('dispatched', 'inService')";
  const open = db
    .prepare(
      `SELECT order_id FROM work_order WHERE order_status IN ${statuses} ORDER BY order_id DESC LIMIT 50`,
    )
    .all() as {
    order_id: number;
  }[];
  if (open.length === 0) return;
  const orderId = pick(random, open).order_id;
  if (kind === 1) {
    const content = pick(random, REMINDER_TEXTS);
    db.prepare('INSERT INTO order_reminder (order_id, content, status, create_time) VALUES (?, ?, 0, ?)').run(
      orderId,
      content,
      formatTime(at),
    );
    notifyReminder(deps, orderId, content);
    return;
  }
  db.transaction(() => {
    db.prepare("UPDATE work_order SET order_status = 'customerServiceApply' WHERE order_id = ?").run(orderId);
    addCourse(db, at, {
      orderId,
      operateType: '客服申请',
      operateContent: '客户申请客服介入',
      operateBy: '客户',
      operateUserId: null,
    });
  })();
  notifyCustomerService(deps, orderId);
}

/** Starts the demo events; answers the function that stops them. */
export function startSimulation(deps: RouteDeps, intervalMs = SIMULATION_INTERVAL_MS): () => void {
  let step = 0;
  const timer = setInterval(() => {
    simulateOnce(deps, step);
    step += 1;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

const AGREEMENT_TITLE = '上门服务平台企业服务协议';

const AGREEMENT_V1 = `一、服务内容
平台为企业客户提供智能门锁、通信设备等产品的上门安装与售后服务，由平台认证的服务师傅完成。

二、下单与派单
企业通过平台提交工单，平台在约定时限内派单；客户改约、地址变更等以工单记录为准。

三、验收与结算
师傅完工后，平台验收服务质量；企业可在验收列表中确认验收或提出异议。工单结算时按企业价格从企业钱包扣费，账单明细可随时查询。

四、费用与充值
企业应保持钱包余额足以支付工单费用；余额不足时，工单暂不结算。

五、其他
本协议自企业确认之日起生效。`;

const AGREEMENT_V2 = `${AGREEMENT_V1}

六、异议处理（第 2 版新增）
企业对已完工工单提出异议的，该工单在企业确认验收前不予结算；平台应在 3 个工作日内联系企业处理异议。

七、数据与隐私（第 2 版新增）
平台仅为完成服务使用客户的姓名、电话与地址，不向第三方提供。`;

/**
 * D55: the demo's service agreement in two versions (the second published ten days ago, so an
 * enterprise that accepted only the first is asked again), the acceptances of the enterprises with
 * users, and the enterprise's own decisions on a few finished orders (two accepted, one disputed) of
 * enterprise 1 and one of enterprise 2. Orders of the demo master and team head are left alone (their
 * journeys and tests take them through the lifecycle).
 */
export function seedCustomerFinance(db: Db, anchor: number): void {
  const publish = db.prepare(
    `INSERT INTO service_agreement (version, title, content, publish_by, publish_user_id, publish_time)
     VALUES (?, ?, ?, '系统管理员', 1, ?)`,
  );
  publish.run(1, AGREEMENT_TITLE, AGREEMENT_V1, formatTime(anchor - 90 * DAY_MS));
  publish.run(2, AGREEMENT_TITLE, AGREEMENT_V2, formatTime(anchor - 10 * DAY_MS));

  const accept = db.prepare(
    `INSERT INTO agreement_acceptance (enterprise_id, version, accept_by, accept_user_id, accept_time)
     SELECT ?, ?, user_name, user_id, ? FROM sys_user WHERE user_id = ?`,
  );
  // Enterprise 1 (张企业) accepted version 1 only; 2 and 3 accepted both; 4 never accepted.
  accept.run(1, 1, formatTime(anchor - 80 * DAY_MS), 4);
  accept.run(2, 1, formatTime(anchor - 85 * DAY_MS), 16);
  accept.run(2, 2, formatTime(anchor - 8 * DAY_MS), 16);
  accept.run(3, 2, formatTime(anchor - 5 * DAY_MS), 17);

  const finished = (enterpriseId: number, count: number) =>
    db
      .prepare(
        `SELECT order_id, finish_time FROM work_order WHERE enterprise_id = ? AND order_status = 'completed'
           AND master_id NOT IN (1, 2) ORDER BY order_id LIMIT ?`,
      )
      .all(enterpriseId, count) as { order_id: number; finish_time: string | null }[];
  const decide = db.prepare(
    `INSERT INTO order_acceptance (order_id, enterprise_id, state, reason, decide_by, decide_user_id, decide_time)
     SELECT ?, ?, ?, ?, user_name, user_id, ? FROM sys_user WHERE user_id = ?`,
  );
  const course = db.prepare(
    `INSERT INTO work_order_course (order_id, operate_type, operate_content, operate_by, operate_user_id, operate_time)
     SELECT ?, ?, ?, user_name, user_id, ? FROM sys_user WHERE user_id = ?`,
  );
  const record = (
    order: { order_id: number; finish_time: string | null },
    enterpriseId: number,
    userId: number,
    reason: string | null,
  ) => {
    // A day after the completion (at the latest the anchor).
    const time = order.finish_time
      ? formatTime(Math.min(anchor, Date.parse(`${order.finish_time.replace(' ', 'T')}+08:00`) + DAY_MS))
      : formatTime(anchor - DAY_MS);
    decide.run(order.order_id, enterpriseId, reason ? 'disputed' : 'accepted', reason, time, userId);
    course.run(order.order_id, reason ? '企业异议' : '企业验收', reason ?? '确认验收', time, userId);
  };
  const [first, second, third] = finished(1, 3);
  if (first) record(first, 1, 4, null);
  if (second) record(second, 1, 4, null);
  if (third) record(third, 1, 4, '门锁指纹识别偶尔失灵，请安排师傅复查后再结算');
  const [other] = finished(2, 1);
  if (other) record(other, 2, 16, null);
}

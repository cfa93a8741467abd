import { contract } from '@onsite/api-client';
import type { OperationLog } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { requestLocale } from '../../http/language';
import { type RouteDefinition, route } from '../../http/routes';
import { localize } from '../../i18n/localize';
import type { RouteDeps } from '../deps';

interface LoginLogRow {
  info_id: number;
  login_name: string;
  ipaddr: string;
  login_location: string;
  browser: string;
  os: string;
  status: '0' | '1';
  msg: string;
  login_time: string;
}

interface OperLogRow {
  oper_id: number;
  title: string;
  business_type: OperationLog['businessType'];
  request_method: string;
  oper_name: string;
  oper_url: string;
  oper_ip: string;
  oper_param: string;
  status: 0 | 1;
  error_msg: string;
  oper_time: string;
}

/** Login logs and the operation log (audit trail) screens. */
export function logRoutes({ db }: RouteDeps): RouteDefinition[] {
  const { logininfor, operlog } = contract.system;
  return [
    route(logininfor.list, button(CODES.loginLogList), ({ query }, { request }) => {
      // The stored texts are zh-CN messages (the location too, 内网IP): read back in the caller's language (D30).
      const locale = requestLocale(request);
      const where = new Where()
        .contains('login_name', query.loginName)
        .startsWith('ipaddr', query.ipaddr)
        .equals('status', query.status)
        .between('login_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { loginTime: 'login_time', loginName: 'login_name' },
        'login_time',
        'info_id',
      );
      const rows = db
        .prepare(`SELECT * FROM sys_logininfor ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as LoginLogRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_logininfor ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return {
        rows: rows.map((row) => ({
          infoId: row.info_id,
          loginName: row.login_name,
          ipaddr: row.ipaddr,
          loginLocation: localize(row.login_location, locale),
          browser: row.browser,
          os: row.os,
          status: row.status,
          msg: localize(row.msg, locale),
          loginTime: row.login_time,
        })),
        total,
        pageNum,
      };
    }),
    route(operlog.list, button(CODES.operLogList), ({ query }, { request }) => {
      const locale = requestLocale(request);
      const where = new Where()
        .contains('title', query.title)
        .contains('oper_name', query.operName)
        .equals('business_type', query.businessType)
        .equals('status', query.status)
        .between('oper_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, { operTime: 'oper_time', operId: 'oper_id' }, 'oper_time', 'oper_id');
      const rows = db
        .prepare(`SELECT * FROM sys_oper_log ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as OperLogRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_oper_log ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return {
        rows: rows.map((row) => ({
          operId: row.oper_id,
          // The module name is the server's own label: in the reader's language (D30); the stored row stays zh-CN.
          title: localize(row.title, locale),
          businessType: row.business_type,
          requestMethod: row.request_method,
          operName: row.oper_name,
          operUrl: row.oper_url,
          operIp: row.oper_ip,
          operParam: row.oper_param,
          status: row.status,
          errorMsg: row.error_msg,
          operTime: row.oper_time,
        })),
        total,
        pageNum,
      };
    }),
  ];
}

import type { Db } from '../db/database';
import { ApiFailure } from '../http/errors';
import type { CallContext, RouteDefinition } from '../http/routes';
import { formatTime } from './time';

/** Module names of the operation log, by path prefix (longest first). */
const TITLES: readonly [string, string][] = [
  ['/system/user', '用户管理'],
  ['/system/role', '角色管理'],
  ['/system/dict', '字典管理'],
  ['/system/dept', '部门管理'],
  ['/system/district', '行政区划'],
  ['/system/job', '定时任务'],
  ['/system/config', '参数设置'],
  ['/order/customer', '客户订单'],
  ['/order', '订单管理'],
  ['/finance', '钱包充值'],
  ['/stuff/technical', '值班技术'],
  ['/stuff/record', '我的下载'],
  ['/stuff', '工作状态'],
  ['/enterprise/contract', '合同管理'],
  ['/enterprise', '企业管理'],
  ['/basicdata', '基础数据'],
  ['/dfs', '文件管理'],
];

/** Calls that only read although they are POSTs, and GETs that change something. */
// `checkIn` (D32, a master's arrival) changes an order: it is no `check…` read.
const READ_PREFIXES = /^(select|get|list|query|find|check(?!In$)|tree|logininfo$|stuffexitmsg$)/;
const CHANGING_GETS = new Set(['recoverOrder', 'clearExportRecord', 'export']);
const SECRET_KEYS = /password|pwd|smscode|token|^code$/i;

/** Business type of the log (0 other, 1 add, 2 edit, 3 delete, 4 grant, 5 export, 6 import) from the call's last segment. */
function businessTypeOf(name: string): number {
  if (/^export/i.test(name)) return 5;
  if (/^import|^upload/i.test(name)) return 6;
  if (/^auth/i.test(name)) return 4;
  if (/^(add|insert|save|send|create)/i.test(name)) return 1;
  if (/^(remove|delete|del|clear)/i.test(name)) return 3;
  if (
    /^(edit|update|change|reset|to|enable|disable|resume|recover|dispatch|cancel|config|relate|forbidden|stuff|pay)/i.test(
      name,
    )
  ) {
    return 2;
  }
  return 0;
}

function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '******' : maskSecrets(item),
    ]),
  );
}

/** True when a call changes state and so belongs in the audit trail. */
export function isAudited(route: RouteDefinition): boolean {
  const { call, access } = route;
  if (access.kind === 'public' || call.path.startsWith('/auth') || call.path.startsWith('/account'))
    return false;
  const last =
    call.path
      .split('/')
      .filter((part) => part !== '' && !part.startsWith(':'))
      .at(-1) ?? '';
  return call.method === 'POST' ? !READ_PREFIXES.test(last) : CHANGING_GETS.has(last);
}

/**
 * Wraps a route so that every change made through the API, successful or refused, lands in the
 * operation log (who, what, when, from where, with which parameters; secrets masked).
 */
export function audited(route: RouteDefinition, db: Db, now: () => number): RouteDefinition {
  if (!isAudited(route)) return route;
  const { call } = route;
  const title = TITLES.find(([prefix]) => call.path.startsWith(prefix))?.[1] ?? '其他';
  const last =
    call.path
      .split('/')
      .filter((part) => part !== '' && !part.startsWith(':'))
      .at(-1) ?? '';
  const write = (
    context: CallContext,
    input: { params?: unknown; query?: unknown; body?: unknown },
    error: string | null,
  ) => {
    const param =
      JSON.stringify(maskSecrets({ params: input.params, query: input.query, body: input.body })) ?? '';
    db.prepare(
      `INSERT INTO sys_oper_log (title, business_type, request_method, oper_name, oper_url, oper_ip, oper_param, status, error_msg, oper_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      title,
      businessTypeOf(last),
      call.method,
      (context.user?.loginName ?? '').slice(0, 50),
      context.request.url.split('?')[0]?.slice(0, 255) ?? call.path,
      context.request.ip,
      param.slice(0, 2000),
      error === null ? 0 : 1,
      (error ?? '').slice(0, 2000),
      formatTime(now()),
    );
  };
  return {
    ...route,
    handler: async (input: { params?: unknown; query?: unknown; body?: unknown }, context: CallContext) => {
      try {
        const answer = await route.handler(input, context);
        write(context, input, null);
        return answer;
      } catch (error) {
        write(context, input, error instanceof ApiFailure ? error.message : '系统错误');
        throw error;
      }
    },
  };
}

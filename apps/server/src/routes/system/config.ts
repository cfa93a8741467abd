import { contract } from '@onsite/api-client';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { decidedByEnvironment, listParameters, parameterOf, storeSetting } from '../../core/settings';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/**
 * D43: 参数设置 — the system parameters the server reads (`core/settings.ts`). A change is checked
 * against the parameter's type and bounds, stored in `sys_config` and read by the next use (the cache
 * is dropped), without a restart. A parameter the environment decides (D14) is not editable.
 */
export function configRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const calls = contract.system.config;
  return [
    route(calls.list, button(CODES.configList), () => ({ data: listParameters(db, config) })),
    route(calls.edit, button(CODES.configEdit), ({ body }, { user }) => {
      const parameter = parameterOf(body.key);
      if (!parameter) throw businessError(`参数 ${body.key} 不存在`);
      if (decidedByEnvironment(config, parameter.key))
        throw businessError(`参数 ${parameter.key} 由服务器的环境变量决定，不能在此修改`);
      const text = body.value.trim();
      let value: number | boolean | string = text;
      if (parameter.type === 'number') {
        if (!/^-?\d{1,9}$/.test(text)) throw businessError(`参数 ${parameter.key} 的值必须是整数`);
        value = Number(text);
        if (value < (parameter.min ?? value) || value > (parameter.max ?? value))
          throw businessError(`参数 ${parameter.key} 的值必须在 ${parameter.min} 到 ${parameter.max} 之间`);
      } else if (parameter.type === 'boolean') {
        if (text !== 'true' && text !== 'false')
          throw businessError(`参数 ${parameter.key} 的值必须是开或关`);
        value = text === 'true';
      } else if (text === '') {
        throw businessError(`参数 ${parameter.key} 的值不能为空`);
      }
      storeSetting(db, parameter.key, value, user.loginName, now());
      return { data: null, msg: '修改成功' };
    }),
  ];
}

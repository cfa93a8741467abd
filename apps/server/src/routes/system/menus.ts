import { contract } from '@onsite/api-client';
import { isGrantCode, isMenuButtonCode, MENU_KEY_PATTERN } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

type MenuType = 'M' | 'C' | 'F';
interface Entry {
  menu_id: number;
  parent_id: number;
  menu_name: string;
  menu_key: string;
  menu_type: MenuType;
  perms: string;
}

const KEY = new RegExp(MENU_KEY_PATTERN);

function entryOf(db: Db, menuId: number): Entry | undefined {
  return db
    .prepare(
      'SELECT menu_id, parent_id, menu_name, menu_key, menu_type, perms FROM sys_menu WHERE menu_id = ?',
    )
    .get(menuId) as Entry | undefined;
}

function requireEntry(db: Db, menuId: number): Entry {
  const entry = entryOf(db, menuId);
  if (!entry) throw businessError(`菜单 ${menuId} 不存在`);
  return entry;
}

/**
 * Where an entry of a type may sit: a directory at the top level or under a directory, a screen under a
 * directory, a button under a screen. The parent must exist and must not be the entry or below it.
 */
function checkParent(db: Db, menuType: MenuType, parentId: number, selfId: number | null): void {
  if (parentId === 0) {
    if (menuType !== 'M') throw businessError('只有目录可以放在顶层，菜单和按钮需要选择上级');
    return;
  }
  const parent = entryOf(db, parentId);
  if (!parent) throw businessError(`上级菜单 ${parentId} 不存在`);
  if (menuType === 'F' && parent.menu_type !== 'C') throw businessError('按钮的上级必须是菜单');
  if (menuType !== 'F' && parent.menu_type !== 'M') throw businessError('目录和菜单的上级必须是目录');
  if (selfId === null) return;
  // Not under itself: walk up from the new parent.
  let at: Entry | undefined = parent;
  while (at) {
    if (at.menu_id === selfId) throw businessError('上级菜单不能是自己或自己的下级');
    at = at.parent_id === 0 ? undefined : entryOf(db, at.parent_id);
  }
}

const countOf = (db: Db, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { count: number }).count;

/**
 * D64: 权限管理 — the menu tree (`sys_menu`: directories 'M', screens 'C', buttons 'F') that every user's
 * menu (`/system/menu/user`) and the role editor read. Add, edit (name, parent, order, hidden, icon) and
 * delete; the server refuses a parent of the wrong kind or inside the entry, a key or code already used, a
 * button code not of the `family:entity:action` form or not one a route checks (a role could not grant it),
 * and deleting an entry with children or one a role still grants.
 */
export function menuRoutes({ db }: RouteDeps): RouteDefinition[] {
  const { menu } = contract.system;
  return [
    route(menu.add, button(CODES.menuAdd), ({ body }) => {
      const menuName = body.menuName.trim();
      if (menuName === '') throw businessError('请输入菜单名称');
      const id = db.transaction(() => {
        checkParent(db, body.menuType, body.parentId, null);
        let menuKey: string;
        let perms = '';
        if (body.menuType === 'F') {
          perms = body.perms.trim();
          if (!isMenuButtonCode(perms))
            throw businessError(`权限标识「${perms}」格式不正确，应为 模块:对象:操作（如 system:menu:add）`);
          if (!isGrantCode(perms)) throw businessError(`权限标识「${perms}」不是服务器校验的权限标识`);
          if (
            countOf(db, "SELECT COUNT(*) AS count FROM sys_menu WHERE menu_type = 'F' AND perms = ?", perms) >
            0
          )
            throw businessError(`权限标识「${perms}」已存在`);
          menuKey = perms;
        } else {
          menuKey = body.menuKey.trim();
          if (!KEY.test(menuKey)) throw businessError(`路由标识「${menuKey}」格式不正确，只能包含字母和数字`);
          if (
            countOf(
              db,
              "SELECT COUNT(*) AS count FROM sys_menu WHERE menu_type <> 'F' AND menu_key = ?",
              menuKey,
            ) > 0
          )
            throw businessError(`路由标识「${menuKey}」已存在`);
        }
        return Number(
          db
            .prepare(
              `INSERT INTO sys_menu (parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              body.parentId,
              menuName,
              menuKey,
              body.menuType,
              body.menuType === 'M' ? 'RouteView' : null,
              body.menuType === 'F' ? '' : body.icon.trim(),
              body.visible,
              body.orderNum,
              perms,
            ).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),

    route(menu.edit, button(CODES.menuEdit), ({ body }) => {
      const menuName = body.menuName.trim();
      if (menuName === '') throw businessError('请输入菜单名称');
      db.transaction(() => {
        const entry = requireEntry(db, body.menuId);
        if (body.parentId !== entry.parent_id) checkParent(db, entry.menu_type, body.parentId, entry.menu_id);
        db.prepare(
          'UPDATE sys_menu SET parent_id = ?, menu_name = ?, icon = ?, visible = ?, order_num = ? WHERE menu_id = ?',
        ).run(
          body.parentId,
          menuName,
          entry.menu_type === 'F' ? '' : body.icon.trim(),
          body.visible,
          body.orderNum,
          entry.menu_id,
        );
      })();
      return { data: null, msg: '修改成功' };
    }),

    route(menu.remove, button(CODES.menuRemove), ({ body }) => {
      db.transaction(() => {
        const entry = requireEntry(db, body.menuId);
        const children = countOf(
          db,
          'SELECT COUNT(*) AS count FROM sys_menu WHERE parent_id = ?',
          entry.menu_id,
        );
        if (children > 0) throw businessError(`「${entry.menu_name}」下还有 ${children} 个下级，不能删除`);
        const roles =
          entry.menu_type === 'F'
            ? countOf(db, 'SELECT COUNT(*) AS count FROM sys_role_button WHERE button = ?', entry.perms)
            : countOf(db, 'SELECT COUNT(*) AS count FROM sys_role_menu WHERE menu_id = ?', entry.menu_id);
        if (roles > 0)
          throw businessError(`「${entry.menu_name}」已分配给 ${roles} 个角色，请先在角色中取消后再删除`);
        db.prepare('DELETE FROM sys_menu WHERE menu_id = ?').run(entry.menu_id);
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}

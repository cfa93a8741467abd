import { isRecord, toCode, toFiniteNumber, toList, toText } from './coerce';

/** The layout of a directory menu ('M') when the server names none. */
export const ROUTE_VIEW_LAYOUT = 'RouteView';
/** The named route of the header's order-now button (spec 000 §2.4). */
export const ORDER_NOW_ROUTE_KEY = 'qyCreateOrder';

/** A menu entry of GET /system/menu/user (spec 000 §3). */
export interface MenuItemInput {
  menuId: number | string;
  parentId?: number | string | null;
  menuName?: string | null;
  menuKey: string;
  /** 'M' directory (gives a layout), 'C' screen, 'F' button (not a route). */
  menuType?: string | null;
  icon?: string | null;
  /** '1' hides the entry from the menu; the route still exists. */
  visible?: string | number | null;
  menuLay?: string | null;
  /** Ignored: the path always follows the nesting rule of spec 000 §2.1. */
  path?: string | null;
  orderNum?: number | string | null;
}

/** A route as plain data; the console maps `layout` and `key` to components. */
export interface RouteNode {
  id: string;
  key: string;
  path: string;
  title: string;
  icon: string | null;
  hideInMenu: boolean;
  /** The layout of a directory ('M'); null for a screen, which the screens registry finds by `key`. */
  layout: string | null;
  children: RouteNode[];
}

interface MenuEntry {
  id: string;
  parent: string;
  key: string;
  order: number;
  item: Record<string, unknown>;
}

function readEntries(menus: readonly unknown[]): { entries: MenuEntry[]; knownIds: Set<string> } {
  const knownIds = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const item of menus) {
    if (!isRecord(item)) continue;
    const id = toCode(item.menuId);
    if (id === '' || knownIds.has(id)) continue;
    knownIds.add(id);
    const key = toCode(item.menuKey);
    if (key === '' || toCode(item.menuType) === 'F') continue;
    const order = toFiniteNumber(item.orderNum) ?? Number.POSITIVE_INFINITY;
    entries.push({ id, parent: toCode(item.parentId), key, order, item });
  }
  return { entries, knownIds };
}

function toNode(entry: MenuEntry, path: string): RouteNode {
  const { item } = entry;
  const icon = toText(item.icon).trim();
  const isDirectory = toCode(item.menuType) === 'M';
  return {
    id: entry.id,
    key: entry.key,
    path,
    title: toText(item.menuName).trim() || entry.key,
    icon: icon === '' || icon === '#' ? null : icon,
    hideInMenu: toCode(item.visible) === '1',
    layout: isDirectory ? toText(item.menuLay).trim() || ROUTE_VIEW_LAYOUT : null,
    children: [],
  };
}

/**
 * The route tree of spec 000 §2.1 from the menu list: a root is an entry whose parentId is 0,
 * absent, or names no entry of the list; a child's path is its parent's path + '/' + its key.
 * Siblings are ordered by orderNum (entries without one last, ties in list order). Buttons ('F'),
 * entries without an id or key and their subtrees, repeated ids, repeated paths and entries caught
 * in a parent cycle are left out, so any list gives a finite tree.
 */
export function buildRoutes(menus: readonly MenuItemInput[]): RouteNode[] {
  const { entries, knownIds } = readEntries(toList(menus));
  const children = new Map<string, MenuEntry[]>();
  const roots: MenuEntry[] = [];
  for (const entry of entries) {
    const isRoot = entry.parent === '' || entry.parent === '0' || !knownIds.has(entry.parent);
    if (isRoot) roots.push(entry);
    else children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  }
  const visited = new Set<string>();
  const paths = new Set<string>();
  const build = (group: readonly MenuEntry[], parentPath: string): RouteNode[] => {
    const nodes: RouteNode[] = [];
    for (const entry of [...group].sort((a, b) => a.order - b.order)) {
      const path = `${parentPath}/${entry.key}`;
      if (visited.has(entry.id) || paths.has(path)) continue;
      visited.add(entry.id);
      paths.add(path);
      const node = toNode(entry, path);
      node.children = build(children.get(entry.id) ?? [], path);
      nodes.push(node);
    }
    return nodes;
  };
  return build(roots, '');
}

/** Every route of the tree, parents before their children. */
export function flattenRoutes(routes: readonly RouteNode[]): RouteNode[] {
  return toList(routes).flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

/** The path of the route with this key (the first in menu order), or null. */
export function routePathByKey(routes: readonly RouteNode[], key: string): string | null {
  return flattenRoutes(routes).find((route) => route.key === key)?.path ?? null;
}

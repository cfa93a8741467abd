import type { zhCN } from './zh-CN/index';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every catalogue has: the zh-CN keys, with any string as value. */
export type UiCatalogue = Widen<typeof zhCN>;

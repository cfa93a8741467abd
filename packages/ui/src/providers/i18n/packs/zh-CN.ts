import antd from 'antd/locale/zh_CN.js';
import dayjsLocale from 'dayjs/locale/zh-cn.js';
import { zhCN } from '../catalogues/zh-CN/index';
import type { LocalePack } from '../localePacks';

/** zh-CN's texts, antd's and dayjs's locale: a chunk of its own, loaded when the language is chosen. */
export const zhCNPack: LocalePack = { ui: zhCN, antd, dayjs: dayjsLocale };

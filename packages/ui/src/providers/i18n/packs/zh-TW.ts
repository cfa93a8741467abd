import antd from 'antd/locale/zh_TW.js';
import dayjsLocale from 'dayjs/locale/zh-tw.js';
import { zhTW } from '../catalogues/zh-TW/index';
import type { LocalePack } from '../localePacks';

/** zh-TW's texts, antd's and dayjs's locale: a chunk of its own, loaded when the language is chosen. */
export const zhTWPack: LocalePack = { ui: zhTW, antd, dayjs: dayjsLocale };

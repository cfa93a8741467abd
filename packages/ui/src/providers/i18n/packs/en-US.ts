import antd from 'antd/locale/en_US.js';
import { enUS } from '../catalogues/en-US/index';
import type { LocalePack } from '../localePacks';

/** en-US: the default language and the one a missing key falls back to (D1), always loaded. */
export const enUSPack: LocalePack = { ui: enUS, antd, dayjs: 'en' };

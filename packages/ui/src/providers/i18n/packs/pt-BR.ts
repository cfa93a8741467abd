import antd from 'antd/locale/pt_BR.js';
import dayjsLocale from 'dayjs/locale/pt-br.js';
import { ptBR } from '../catalogues/pt-BR/index';
import type { LocalePack } from '../localePacks';

/** pt-BR's texts, antd's and dayjs's locale: a chunk of its own, loaded when the language is chosen. */
export const ptBRPack: LocalePack = { ui: ptBR, antd, dayjs: dayjsLocale };

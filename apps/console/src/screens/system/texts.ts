import { defineAreaTexts } from '../../i18n/areaTexts';
import { commonTexts } from './texts/common';
import { dictTexts } from './texts/dict';
import { operLogTexts } from './texts/operLog';
import { roleTexts } from './texts/role';
import { userTexts } from './texts/user';

/** The parts of one language: each screen's texts live in texts/<screen>.ts. */
const partsOf = <L extends keyof typeof commonTexts>(locale: L) => ({
  common: commonTexts[locale],
  user: userTexts[locale],
  role: roleTexts[locale],
  dict: dictTexts[locale],
  operLog: operLogTexts[locale],
});

/** Texts of the system screens (users, roles, dictionaries, logs). Ours unless the spec quotes them. */
export const systemTexts = defineAreaTexts(
  'system',
  {
    loginLog: {
      table: '登录日志',
      loginName: '登录名称',
      ipaddr: '登录地址',
      loginLocation: '登录地点',
      browser: '浏览器',
      os: '操作系统',
      status: '登录状态',
      msg: '提示消息',
      loginTime: '登录时间',
      success: '成功',
      failure: '失败',
    },
    ...partsOf('zh-CN'),
  },
  {
    'zh-TW': {
      loginLog: {
        table: '登入日誌',
        loginName: '登入名稱',
        ipaddr: '登入位址',
        loginLocation: '登入地點',
        browser: '瀏覽器',
        os: '作業系統',
        status: '登入狀態',
        msg: '提示訊息',
        loginTime: '登入時間',
        success: '成功',
        failure: '失敗',
      },
      ...partsOf('zh-TW'),
    },
    'en-US': {
      loginLog: {
        table: 'Login log',
        loginName: 'Login name',
        ipaddr: 'IP address',
        loginLocation: 'Location',
        browser: 'Browser',
        os: 'Operating system',
        status: 'Result',
        msg: 'Message',
        loginTime: 'Login time',
        success: 'Succeeded',
        failure: 'Failed',
      },
      ...partsOf('en-US'),
    },
    'pt-BR': {
      loginLog: {
        table: 'Registro de acessos',
        loginName: 'Nome de login',
        ipaddr: 'Endereço IP',
        loginLocation: 'Local',
        browser: 'Navegador',
        os: 'Sistema operacional',
        status: 'Resultado',
        msg: 'Mensagem',
        loginTime: 'Hora do acesso',
        success: 'Sucesso',
        failure: 'Falha',
      },
      ...partsOf('pt-BR'),
    },
  },
);

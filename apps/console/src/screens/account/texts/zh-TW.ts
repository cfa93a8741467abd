import type { Texts } from './zh-CN';

/** The account screens' texts in zh-TW: exactly the zh-CN keys. */
export const zhTW: Texts = {
  center: {
    profile: '個人資訊',
    loginName: '登入帳號',
    userName: '使用者名稱',
    dept: '部門',
    role: '角色',
    phone: '手機號碼',
    recentLogins: '最近登入',
    loginTime: '登入時間',
    ipaddr: '登入位址',
    loginLocation: '登入地點',
    deviceType: '裝置類型',
    browser: '瀏覽器',
    os: '作業系統',
    loadFailed: '載入失敗',
    retry: '重試',
  },
  base: {
    title: '基本設定',
    email: '電子郵件',
    sex: '性別',
    male: '男',
    female: '女',
    unknown: '未知',
    save: '儲存',
    saved: '儲存成功',
    nameRequired: '請輸入使用者名稱',
    mobileRule: '請輸入正確的手機號碼',
    emailRule: '請輸入正確的電子郵件地址',
    systemError: '系統錯誤，請稍後再試',
  },
  security: {
    title: '安全設定',
    password: '帳戶密碼',
    passwordHint: '修改後目前工作階段結束，需要使用新密碼重新登入',
    change: '修改',
  },
};

import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

/** D66: the texts of 圖片管理 (zh-TW). */
export const zhTW: TextsOf<typeof zhCN> = {
  table: '圖片列表',
  hint: '企業的圖片（門頭照、產品圖、安裝示例等）。圖片支援 png、jpg、webp 格式；仍被其他資料引用的圖片不能刪除。',
  enterprise: '企業',
  chooseEnterprise: '請選擇企業',
  picture: '圖片',
  title: '標題',
  titleRequired: '請輸入圖片標題',
  label: '類型',
  labelRequired: '請選擇圖片類型',
  labels: {
    storefront: '門頭照',
    product: '產品圖',
    installExample: '安裝示例',
    other: '其他',
  },
  file: '檔案',
  fileRequired: '請上傳一張圖片',
  fileType: '圖片只支援 png、jpg、webp 格式',
  upload: '上傳',
  createBy: '上傳人',
  createTime: '上傳時間',
  add: '上傳圖片',
  addTitle: '上傳圖片',
  editTitle: '編輯圖片',
  edit: '編輯',
  remove: '刪除',
  ok: '確定',
  added: '上傳成功',
  saved: '儲存成功',
  removed: '刪除成功',
  confirmRemove: '確認刪除圖片「{{title}}」嗎？圖片檔案將一併刪除，無法復原。',
  thumbnailOf: '{{title}}的縮圖',
};

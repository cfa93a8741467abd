import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

/** D66: the texts of Images (en-US). */
export const enUS: TextsOf<typeof zhCN> = {
  table: 'Images',
  hint: 'The enterprise’s pictures (shop fronts, products, installation examples…). Pictures may be png, jpg or webp files; a picture still referenced elsewhere cannot be deleted.',
  enterprise: 'Enterprise',
  chooseEnterprise: 'Choose an enterprise',
  picture: 'Picture',
  title: 'Title',
  titleRequired: 'Please enter the picture’s title',
  label: 'Type',
  labelRequired: 'Please choose the picture’s type',
  labels: {
    storefront: 'Shop front',
    product: 'Product',
    installExample: 'Installation example',
    other: 'Other',
  },
  file: 'File',
  fileRequired: 'Please upload a picture',
  fileType: 'Pictures must be png, jpg or webp files',
  upload: 'Upload',
  createBy: 'Uploaded by',
  createTime: 'Uploaded at',
  add: 'Upload picture',
  addTitle: 'Upload picture',
  editTitle: 'Edit picture',
  edit: 'Edit',
  remove: 'Delete',
  ok: 'OK',
  added: 'Uploaded',
  saved: 'Saved',
  removed: 'Deleted',
  confirmRemove: 'Delete the picture “{{title}}”? Its file is deleted too and cannot be restored.',
  thumbnailOf: 'Thumbnail of {{title}}',
};

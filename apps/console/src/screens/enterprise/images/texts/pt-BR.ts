import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

/** D66: the texts of Imagens (pt-BR). */
export const ptBR: TextsOf<typeof zhCN> = {
  table: 'Imagens',
  hint: 'As imagens da empresa (fachadas, produtos, exemplos de instalação…). As imagens podem ser arquivos png, jpg ou webp; uma imagem ainda referenciada em outro lugar não pode ser excluída.',
  enterprise: 'Empresa',
  chooseEnterprise: 'Escolha uma empresa',
  picture: 'Imagem',
  title: 'Título',
  titleRequired: 'Informe o título da imagem',
  label: 'Tipo',
  labelRequired: 'Escolha o tipo da imagem',
  labels: {
    storefront: 'Fachada',
    product: 'Produto',
    installExample: 'Exemplo de instalação',
    other: 'Outro',
  },
  file: 'Arquivo',
  fileRequired: 'Envie uma imagem',
  fileType: 'As imagens devem ser arquivos png, jpg ou webp',
  upload: 'Enviar',
  createBy: 'Enviada por',
  createTime: 'Enviada em',
  add: 'Enviar imagem',
  addTitle: 'Enviar imagem',
  editTitle: 'Editar imagem',
  edit: 'Editar',
  remove: 'Excluir',
  ok: 'OK',
  added: 'Imagem enviada',
  saved: 'Salvo',
  removed: 'Excluída',
  confirmRemove: 'Excluir a imagem “{{title}}”? O arquivo também é excluído e não pode ser recuperado.',
  thumbnailOf: 'Miniatura de {{title}}',
};

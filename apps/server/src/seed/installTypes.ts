import type { DictLabelTranslations } from '@onsite/domain';

/**
 * The install types (dictionary `install_type`) shared by the enterprise seed and the core seed.
 * The core engineer seeds the `install_type` dictionary with exactly these values; the enterprise
 * seed uses them for installation users, prices, settings and order types.
 */
export interface InstallTypeEntry {
  /** dictValue: the install-type code stored everywhere (`installType`, `installationTypeCode`). */
  readonly value: string;
  /** dictLabel shown in the console (zh-CN). */
  readonly label: string;
  /** The label in zh-TW, en-US and pt-BR (D31). */
  readonly translations: DictLabelTranslations;
}

export const INSTALL_TYPE_INSTALL = '1';
export const INSTALL_TYPE_REPAIR = '2';
export const INSTALL_TYPE_MEASURE = '3';
export const INSTALL_TYPE_MAINTAIN = '4';

export const INSTALL_TYPES: readonly InstallTypeEntry[] = [
  {
    value: INSTALL_TYPE_INSTALL,
    label: '安装',
    translations: { 'zh-TW': '安裝', 'en-US': 'Installation', 'pt-BR': 'Instalação' },
  },
  {
    value: INSTALL_TYPE_REPAIR,
    label: '维修',
    translations: { 'zh-TW': '維修', 'en-US': 'Repair', 'pt-BR': 'Reparo' },
  },
  {
    value: INSTALL_TYPE_MEASURE,
    label: '测量',
    translations: { 'zh-TW': '測量', 'en-US': 'Measurement', 'pt-BR': 'Medição' },
  },
  {
    value: INSTALL_TYPE_MAINTAIN,
    label: '保养',
    translations: { 'zh-TW': '保養', 'en-US': 'Maintenance', 'pt-BR': 'Manutenção' },
  },
];

/** The label of an install-type code ('' when unknown). */
export function installTypeLabel(value: string): string {
  return INSTALL_TYPES.find((entry) => entry.value === value)?.label ?? '';
}

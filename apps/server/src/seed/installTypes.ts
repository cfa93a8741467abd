/**
 * The install types (dictionary `install_type`) shared by the enterprise seed and the core seed.
 * The core engineer seeds the `install_type` dictionary with exactly these values; the enterprise
 * seed uses them for installation users, prices, settings and order types.
 */
export interface InstallTypeEntry {
  /** dictValue: the install-type code stored everywhere (`installType`, `installationTypeCode`). */
  readonly value: string;
  /** dictLabel shown in the console. */
  readonly label: string;
}

export const INSTALL_TYPE_INSTALL = '1';
export const INSTALL_TYPE_REPAIR = '2';
export const INSTALL_TYPE_MEASURE = '3';
export const INSTALL_TYPE_MAINTAIN = '4';

export const INSTALL_TYPES: readonly InstallTypeEntry[] = [
  { value: INSTALL_TYPE_INSTALL, label: '安装' },
  { value: INSTALL_TYPE_REPAIR, label: '维修' },
  { value: INSTALL_TYPE_MEASURE, label: '测量' },
  { value: INSTALL_TYPE_MAINTAIN, label: '保养' },
];

/** The label of an install-type code ('' when unknown). */
export function installTypeLabel(value: string): string {
  return INSTALL_TYPES.find((entry) => entry.value === value)?.label ?? '';
}

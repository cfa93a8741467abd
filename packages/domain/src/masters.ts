/**
 * D38: the master profile's rules shared by the console's forms and the server. The spec names no
 * format for an ID card: the number is the 18-character resident identity number of GB 11643-1999
 * (17 digits and a check character, 0–9 or X, computed with the ISO 7064 MOD 11-2 weights).
 */
const ID_CARD = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';

/** Whether a text is a well-formed 18-character ID card number with a right check character (X upper-case). */
export function isIdCardNumber(value: string): boolean {
  if (typeof value !== 'string' || !ID_CARD.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(value[index]) * (WEIGHTS[index] ?? 0);
  return CHECK[sum % 11] === value[17];
}

/** An ID card number as lists show it to callers without the master edit code: the first 6 and last 4 characters. */
export function maskIdCard(value: string): string {
  if (value.length <= 10) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** The most regions a master may serve and the longest blacklist reason (D38). */
export const MASTER_REGIONS_MAX = 50;
export const BLACKLIST_REASON_MAX = 200;

/** Whether a master's region (a province, a city or an area) covers an order's area. */
export function regionCovers(
  region: { provinceCode: string; cityCode: string | null; areaCode: string | null },
  order: { provinceCode: string; cityCode: string; areaCode: string },
): boolean {
  return (
    region.provinceCode === order.provinceCode &&
    (region.cityCode === null || region.cityCode === order.cityCode) &&
    (region.areaCode === null || region.areaCode === order.areaCode)
  );
}

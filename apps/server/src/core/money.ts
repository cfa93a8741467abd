/** Money is stored in fen (integer cents) and answered in yuan. */
export const toCents = (yuan: number): number => Math.round(yuan * 100);
export const toYuan = (cents: number): number => cents / 100;

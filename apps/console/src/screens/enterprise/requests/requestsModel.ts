import { useSessionStore } from '../../../stores/sessionStore';

/** Query keys of 区域价格, 退款管理 and 流程实例 (D63): a decision on a deduction refreshes the requests too. */
export const requestKeys = {
  districtPrices: ['enterprise', 'districtPrice'] as const,
  chargebacks: ['enterprise', 'requests', 'chargeback'] as const,
  processes: ['enterprise', 'requests', 'process'] as const,
  all: ['enterprise', 'requests'] as const,
};

/** The signed-in enterprise user's enterprise (the server lists only its rows), or null for staff. */
export function useOwnEnterprise(): number | null {
  return useSessionStore((state) => state.user?.enterpriseId ?? null);
}

/** A positive id from the URL, else none (a mistyped link lists everything rather than failing). */
export const idFilter = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/** A six-digit region code from the URL, else none. */
export const regionFilter = (value: string | undefined) =>
  value !== undefined && /^\d{6}$/.test(value) ? value : undefined;

/** Yuan with two decimals. */
export const yuan = (value: number) => value.toFixed(2);

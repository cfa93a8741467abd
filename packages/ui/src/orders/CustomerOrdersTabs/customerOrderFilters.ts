import {
  CUSTOMER_ORDER_HANDLED,
  CUSTOMER_ORDER_REMOVED,
  type CustomerOrderStatus,
  DATE_FORMAT,
} from '@onsite/domain';
import type { Dayjs } from 'dayjs';
import type { CustomerOrderFilters } from '../hooks/customerOrderQueries';

/** A date range as the range picker gives it. */
export type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** The filter form's values (spec 000 §7.6): texts, codes and date ranges. */
export interface CustomerOrderFilterValues {
  orderNo?: string;
  enterpriseName?: string;
  customerName?: string;
  customerMobile?: string;
  provinceId?: string;
  cityId?: string;
  areaId?: string;
  detailedAddress?: string;
  installType?: string;
  orderType?: string;
  createTime?: DateRange;
  updateBy?: string;
  updateTime?: DateRange;
  deleteBy?: string;
  deleteTime?: DateRange;
  deleteReason?: string;
}

/** A filter field of the form; the range fields split into a start and an end filter. */
export type CustomerOrderFilterName = keyof CustomerOrderFilterValues;

const COMMON_FIELDS: readonly CustomerOrderFilterName[] = [
  'orderNo',
  'customerName',
  'customerMobile',
  'enterpriseName',
  'provinceId',
  'cityId',
  'areaId',
  'detailedAddress',
  'installType',
  'orderType',
  'createTime',
];

/** The filters of a tab: every tab has the common ones; handled adds who and when, the recycle bin why. */
export function filterFieldsOf(status: CustomerOrderStatus): readonly CustomerOrderFilterName[] {
  if (status === CUSTOMER_ORDER_HANDLED) return [...COMMON_FIELDS, 'updateBy', 'updateTime'];
  if (status === CUSTOMER_ORDER_REMOVED) return [...COMMON_FIELDS, 'deleteReason', 'deleteBy', 'deleteTime'];
  return COMMON_FIELDS;
}

const TEXT_FILTERS = [
  'orderNo',
  'enterpriseName',
  'customerName',
  'customerMobile',
  'provinceId',
  'cityId',
  'areaId',
  'detailedAddress',
  'installType',
  'orderType',
  'updateBy',
  'deleteBy',
  'deleteReason',
] as const;

const RANGE_FILTERS = [
  ['createTime', 'createStartTime', 'createEndTime'],
  ['updateTime', 'updateStartTime', 'updateEndTime'],
  ['deleteTime', 'deleteStartTime', 'deleteEndTime'],
] as const;

/** The request filters of the form's values: texts trimmed, empty ones left out, ranges as two days. */
export function customerOrderFiltersOf(values: CustomerOrderFilterValues): CustomerOrderFilters {
  const filters: CustomerOrderFilters = {};
  for (const name of TEXT_FILTERS) {
    const text = values[name]?.trim();
    if (text) filters[name] = text;
  }
  for (const [name, start, end] of RANGE_FILTERS) {
    const [from, to] = values[name] ?? [null, null];
    if (from) filters[start] = from.format(DATE_FORMAT);
    if (to) filters[end] = to.format(DATE_FORMAT);
  }
  return filters;
}

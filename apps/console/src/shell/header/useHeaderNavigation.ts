import { type BacklogKey, flattenRoutes, routePathByKey } from '@onsite/domain';
import { useAppFeedback } from '@onsite/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SCREENS } from '../../screens/registry';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * The screens the header's buttons open, by menu key, with the query that filters them: order-now
 * goes to the named route of the enterprise create-order screen (spec 000 §2.4); 挂起订单 to the
 * order list filtered to held orders (D29); 企业金额 to the wallet list; 查询师傅 to masterQuery.
 */
export const HEADER_SCREENS = {
  orderNow: { key: 'qyCreateOrder', query: '' },
  inquiryMaster: { key: 'masterQuery', query: '' },
  enterpriseAmount: { key: 'walletList', query: '' },
  heldOrders: { key: 'orderList', query: 'held=true' },
} as const;

export type HeaderScreen = keyof typeof HEADER_SCREENS;

/**
 * The to-do items that open a screen, filtered as the item counts (issue 16 item 3); the others
 * (pending customer orders, reminders) open header dialogs. toDispatch leaves held orders out, as the
 * server's count does (D29).
 */
export const BACKLOG_SCREENS = {
  toDispatch: { key: 'orderList', query: 'orderStatus=toDispatch&held=false' },
  customerServiceApply: { key: 'orderList', query: 'orderStatus=customerServiceApply' },
  unpaidRecharge: { key: 'walletRecord', query: 'status=2' },
} as const satisfies Partial<Record<BacklogKey, { key: string; query: string }>>;

type Target = { readonly key: string; readonly query: string };

/**
 * The screens the signed-in user can open: their menu routes whose screen is built (the registry
 * knows); 查询师傅 and the like show only for these (domain headerFeatures).
 */
export function useOpenableScreens(): string[] {
  const routes = useSessionStore((state) => state.routes);
  return useMemo(
    () =>
      flattenRoutes(routes)
        .map((route) => route.key)
        .filter((key) => (SCREENS as Readonly<Record<string, { status: string }>>)[key]?.status === 'built'),
    [routes],
  );
}

/**
 * Opens a target screen through the user's menu-built routes; when the user's menu lacks that
 * screen, says so instead of going to a page they may not see.
 */
export function useOpenScreen(): (target: Target) => void {
  const navigate = useNavigate();
  const { message } = useAppFeedback();
  const { t } = useTranslation('console');
  return useCallback(
    (target: Target) => {
      const path = routePathByKey(useSessionStore.getState().routes, target.key);
      if (path === null) {
        void message.warning(t('header.screenUnavailable'));
        return;
      }
      void navigate(target.query === '' ? path : `${path}?${target.query}`);
    },
    [navigate, message, t],
  );
}

/** Opens a header button's screen (HEADER_SCREENS). */
export function useHeaderNavigation(): (screen: HeaderScreen) => void {
  const open = useOpenScreen();
  return useCallback((screen: HeaderScreen) => open(HEADER_SCREENS[screen]), [open]);
}

import { routePathByKey } from '@onsite/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * The screens the header's buttons open, by menu key: order-now goes to the named route of the
 * enterprise create-order screen (spec 000 §2.4); the others open the screen of the same name in
 * the catalogue (spec 000 §2.2) — the spec names the buttons but not their targets.
 */
export const HEADER_SCREENS = {
  orderNow: 'qyCreateOrder',
  reminder: 'orderList',
  inquiryMaster: 'masterQuery',
  enterpriseAmount: 'walletList',
  heldOrders: 'orderList',
  todo: 'tasking',
} as const;

export type HeaderScreen = keyof typeof HEADER_SCREENS;

/**
 * Opens a header button's screen through the user's menu-built routes; when the user's menu lacks
 * that screen, says so instead of going to a page they may not see.
 */
export function useHeaderNavigation(): (screen: HeaderScreen) => void {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation('console');
  return useCallback(
    (screen: HeaderScreen) => {
      const path = routePathByKey(useSessionStore.getState().routes, HEADER_SCREENS[screen]);
      if (path === null) {
        void message.warning(t('header.screenUnavailable'));
        return;
      }
      void navigate(path);
    },
    [navigate, message, t],
  );
}

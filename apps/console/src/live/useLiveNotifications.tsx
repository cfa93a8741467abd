import { type LiveMessage, type NotificationBehaviour, routePathByKey } from '@onsite/domain';
import { customerOrderKeys, useAppFeedback } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { onSessionEnd } from '../session/sessionEvents';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { behaviourOf, subscribeLiveMessages } from './liveChannel';
import { speak } from './speak';

/** The order list's menu key: type-1 and type-3 alerts lead there (spec 000 §2.1, §9). */
export const ORDER_LIST_KEY = 'orderList';

/** At most this many live alerts on screen; the others wait and open as those close (D24). */
export const MAX_VISIBLE_ALERTS = 3;

let sequence = 0;

/** The live alerts on screen (their keys) and those waiting for room, in arrival order. */
const onScreen = new Set<string>();
const waiting: (() => void)[] = [];
let destroyAlert: (key: string) => void = () => undefined;

function countOnScreen(): void {
  useLiveStore.getState().setAlertsOnScreen(onScreen.size);
}

/** An alert left the screen (closed by a person, by its timer or by its action): the next waiting one opens. */
function released(key: string): void {
  if (!onScreen.delete(key)) return;
  countOnScreen();
  waiting.shift()?.();
}

/** Closes every live alert on screen and drops those waiting (they stay in the notice list). */
export function closeAllLiveAlerts(): void {
  waiting.length = 0;
  for (const key of [...onScreen]) {
    onScreen.delete(key);
    destroyAlert(key);
  }
  countOnScreen();
}

// Alerts belong to the session: they close when it ends.
onSessionEnd(closeAllLiveAlerts);

const timeOfDay = () => new Date().toTimeString().slice(0, 8);

/**
 * Shows the live channel's messages as spec 000 §9 says (behaviour from domain
 * `notificationBehaviour`): 1 never closes and opens the order list filtered to
 * customerServiceApply and own orders; 2 a new-order alert; 3 a 10 s reminder with 稍后处理 /
 * 立即处理; others a 5 s info. Types 1–3 also speak their title. D24: alerts open at the bottom
 * right (over no header control and no dialog's close button), at most three at once (the others
 * wait their turn), and each is kept in the notice bell's list.
 */
export function useLiveNotifications(): void {
  const { notification, message } = useAppFeedback();
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const openOrderList = (query: Record<string, string>) => {
      const path = routePathByKey(useSessionStore.getState().routes, ORDER_LIST_KEY);
      if (path === null) {
        void message.warning(t('live.noOrderList'));
        return;
      }
      void navigate(`${path}?${new URLSearchParams(query).toString()}`);
    };

    destroyAlert = (key) => notification.destroy(key);

    const actionsOf = (behaviour: NotificationBehaviour, key: string) => {
      const close = () => {
        notification.destroy(key);
        released(key);
      };
      if (behaviour.kind === 'customerService') {
        const { orderStatus, isMyOrder } = behaviour.action.jumpList;
        return (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              close();
              openOrderList({ orderStatus, isMyOrder: String(isMyOrder) });
            }}
          >
            {t('live.customerService.open')}
          </Button>
        );
      }
      if (behaviour.kind !== 'reminder') return undefined;
      const { orderId } = behaviour.action.now;
      return (
        <Space>
          <Button size="small" onClick={close}>
            {t(behaviour.action.later.label)}
          </Button>
          {orderId !== null && (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                close();
                openOrderList({ orderId, time: String(Date.now()) });
              }}
            >
              {t(behaviour.action.now.label)}
            </Button>
          )}
        </Space>
      );
    };

    const show = (live: LiveMessage) => {
      const behaviour = behaviourOf(live);
      // A new customer order: open customer-order lists and their tab counts ask the server again.
      if (behaviour.updates === 'newOrderCount') {
        void queryClient.invalidateQueries({ queryKey: customerOrderKeys.all });
      }
      const key = `live-${++sequence}`;
      const title = live.title || t(`live.${behaviour.kind}.title`);
      const description = [live.text, live.remark].filter(Boolean).join(' ') || undefined;
      if (behaviour.speaks) speak(title, i18n.language);
      useLiveStore
        .getState()
        .addNotice({ key, title, ...(description ? { description } : {}), time: timeOfDay() });
      const open = () => {
        onScreen.add(key);
        countOnScreen();
        notification.open({
          key,
          placement: 'bottomRight',
          type: behaviour.kind === 'info' || behaviour.kind === 'newOrder' ? 'info' : 'warning',
          title,
          description,
          duration: behaviour.durationMs === 0 ? false : behaviour.durationMs / 1000,
          actions: actionsOf(behaviour, key),
          role: behaviour.kind === 'info' ? 'status' : 'alert',
          onClose: () => released(key),
        });
      };
      if (onScreen.size < MAX_VISIBLE_ALERTS) open();
      else waiting.push(open);
    };

    return subscribeLiveMessages(show);
  }, [notification, message, navigate, t, i18n, queryClient]);
}

import { type AlertSettings, LIVE_ALERT_KINDS, type LiveAlertKind } from '@onsite/domain';
import { SectionState, serverMessageOf, useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { notificationTexts } from './texts';

/** The query of the own live-alert settings (D64). */
export const ALERT_SETTINGS_KEY = ['account', 'alertSettings'] as const;

/**
 * 新消息通知 (catalogue key `notification`, D64): per kind of live alert (spec 000 §9: 客服申请, 新订单, 催单,
 * others), whether I receive it and whether it is spoken. Kept on the server per user; the live channel
 * sends only what I receive and marks what I do not want spoken. Other notices are never spoken.
 */
export default function NotificationScreen() {
  const { t } = useAreaTexts(notificationTexts);
  const client = useOnsiteClient();
  const stored = useQuery({
    queryKey: ALERT_SETTINGS_KEY,
    queryFn: ({ signal }) => client.system.user.alertSettings({}, { signal }),
  });
  return (
    <Card title={t('title')}>
      <SectionState
        name={t('title')}
        loading={stored.isPending}
        error={stored.error}
        onRetry={() => void stored.refetch()}
        retrying={stored.isFetching}
      >
        {stored.isSuccess && <SettingsForm stored={stored.data} />}
      </SectionState>
    </Card>
  );
}

function SettingsForm({ stored }: { stored: AlertSettings }) {
  const { t } = useAreaTexts(notificationTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  const [draft, setDraft] = useState<AlertSettings>(stored);
  const [saving, setSaving] = useState(false);

  const change = (kind: LiveAlertKind, choice: Partial<AlertSettings[LiveAlertKind]>) =>
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...choice } }));

  const save = async () => {
    setSaving(true);
    try {
      await client.system.user.saveAlertSettings(draft);
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('systemError'));
      return;
    } finally {
      setSaving(false);
    }
    queryClient.setQueryData(ALERT_SETTINGS_KEY, draft);
    void message.success(t('saved'));
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('hint')}
      </Typography.Paragraph>
      <Flex vertical gap={12} role="list">
        {LIVE_ALERT_KINDS.map((kind) => {
          const choice = draft[kind];
          const name = t(`kinds.${kind}`);
          return (
            <Flex key={kind} role="listitem" justify="space-between" align="center" gap={16} wrap>
              <Flex vertical>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary">{t(`kindHints.${kind}`)}</Typography.Text>
              </Flex>
              <Flex gap={16} align="center">
                <Flex gap={8} align="center">
                  <span aria-hidden>{t('receive')}</span>
                  <Switch
                    aria-label={t('receiveOf', { kind: name })}
                    checked={choice.receive}
                    onChange={(receive) => change(kind, { receive })}
                  />
                </Flex>
                {kind === 'info' ? (
                  <Typography.Text type="secondary">{t('neverSpoken')}</Typography.Text>
                ) : (
                  <Flex gap={8} align="center">
                    <span aria-hidden>{t('speak')}</span>
                    <Switch
                      aria-label={t('speakOf', { kind: name })}
                      checked={choice.receive && choice.speak}
                      disabled={!choice.receive}
                      onChange={(speak) => change(kind, { speak })}
                    />
                  </Flex>
                )}
              </Flex>
            </Flex>
          );
        })}
      </Flex>
      <Flex>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </Flex>
    </Flex>
  );
}

import type { ServerProcess } from '@onsite/domain';
import { LoadFailure, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { systemKeys } from '../systemQueries';
import { systemTexts } from '../texts';

/** How often the figures are read again while the screen is shown (D39). */
export const PROCESS_REFRESH_MS = 10_000;

const MIB = 1024 * 1024;
/** Bytes as MB with one decimal (the unit is the same in every language). */
const megabytes = (bytes: number) => `${(bytes / MIB).toFixed(1)} MB`;

function uptimeText(t: TFunction, total: number): string {
  return t('process.uptimeValue', {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  });
}

function ProcessFigures({ info, t }: { info: ServerProcess; t: TFunction }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'startedAt', label: t('process.startedAt'), children: info.startedAt },
        { key: 'uptime', label: t('process.uptime'), children: uptimeText(t, info.uptimeSeconds) },
        { key: 'nodeVersion', label: t('process.nodeVersion'), children: info.nodeVersion },
        { key: 'rss', label: t('process.rss'), children: megabytes(info.memory.rss) },
        {
          key: 'heap',
          label: t('process.heap'),
          children: `${megabytes(info.memory.heapUsed)} / ${megabytes(info.memory.heapTotal)}`,
        },
        { key: 'database', label: t('process.database'), children: megabytes(info.databaseBytes) },
        {
          key: 'live',
          label: t('process.live'),
          children: t('process.liveValue', { connections: info.liveConnections, users: info.liveUsers }),
        },
      ]}
    />
  );
}

/**
 * 服务监控 (catalogue key `process`, D39): the running reference server — start time, uptime, Node.js
 * version, memory, database size and live-channel connections (`/system/process/info`, code
 * `monitor:server:view`, held by the administrator's role only). Read again on 刷新 and every 10 s
 * while the screen is shown: the timer is an effect, so a keep-alive tab that hides the screen
 * (D27) stops it, and a hidden browser tab skips its turns.
 */
export default function ProcessScreen() {
  const { t, i18n } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const info = useQuery({
    queryKey: systemKeys.process(),
    queryFn: ({ signal }) => client.system.process.info({}, { signal }),
  });
  const { refetch } = info;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, PROCESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const readAt =
    info.dataUpdatedAt > 0 ? new Date(info.dataUpdatedAt).toLocaleTimeString(i18n.language) : null;

  return (
    <Card
      size="small"
      title={t('process.title')}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('process.autoRefresh')}</Typography.Text>
          <Button size="small" onClick={() => void refetch()} loading={info.isFetching}>
            {t('process.refresh')}
          </Button>
        </Space>
      }
    >
      {info.isError && (
        <LoadFailure
          title={t('process.loadFailed')}
          error={info.error}
          onRetry={() => void refetch()}
          retrying={info.isFetching}
        />
      )}
      {info.data ? (
        <>
          <ProcessFigures info={info.data} t={t} />
          {readAt && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              <span role="status">{t('process.readAt', { time: readAt })}</span>
            </Typography.Paragraph>
          )}
        </>
      ) : (
        info.isPending && <Spin />
      )}
    </Card>
  );
}

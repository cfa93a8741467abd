import type { BusinessLead } from '@onsite/domain';
import { formatDateTime, serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { customerBusinessKeys } from '../customerBusinessModel';
import { customerBusinessTexts } from '../texts';

export interface LeadFollowsDrawerProps {
  /** The opportunity whose follow-ups show; null keeps the drawer closed. */
  lead: Pick<BusinessLead, 'leadId' | 'title'> | null;
  onClose: () => void;
}

/** 跟进记录 (D60): an opportunity's follow-ups, oldest first, each with the stage it moved it to. */
export function LeadFollowsDrawer({ lead, onClose }: LeadFollowsDrawerProps) {
  const { t } = useAreaTexts(customerBusinessTexts);
  const client = useOnsiteClient();
  const leadId = lead?.leadId ?? 0;
  const follows = useQuery({
    queryKey: customerBusinessKeys.follows(leadId),
    queryFn: ({ signal }) => client.order.business.follows({ leadId }, { signal }),
    enabled: lead !== null,
  });
  return (
    <Drawer
      open={lead !== null}
      title={lead ? t('business.historyTitle', { title: lead.title }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {follows.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('business.historyFailed')}
          description={serverMessageOf(follows.error)}
          action={
            <Button size="small" onClick={() => void follows.refetch()}>
              {t('business.retry')}
            </Button>
          }
        />
      ) : follows.data === undefined ? (
        <Skeleton active />
      ) : follows.data.length === 0 ? (
        <Empty description={t('business.historyEmpty')} />
      ) : (
        <Timeline
          items={follows.data.map((follow) => ({
            key: follow.followId,
            color: follow.stageTo === 'won' ? 'green' : follow.stageTo === 'lost' ? 'red' : 'blue',
            content: (
              <>
                <Typography.Text>{follow.content}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {follow.followBy} · {formatDateTime(follow.followTime)}
                  {follow.stageFrom === follow.stageTo
                    ? ''
                    : ` · ${t('business.stageChange', {
                        from: t(`business.stages.${follow.stageFrom}`),
                        to: t(`business.stages.${follow.stageTo}`),
                      })}`}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

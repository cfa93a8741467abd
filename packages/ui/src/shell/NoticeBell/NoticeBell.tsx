import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** One notice of the list: a live alert as it arrived. */
export interface Notice {
  key: string;
  title: string;
  description?: string;
  /** When it arrived, as shown (e.g. `10:05:12`). */
  time: string;
}

export interface NoticeBellProps {
  /** The notices, newest first; none by default (暂无通知). */
  notices?: readonly Notice[];
  /** How many arrived since the list was last opened: the bell's count. */
  unread?: number;
  /** Empties the list (清空); without it there is no such button. */
  onClear?: () => void;
  /** Live alerts on screen now: with `onCloseAlerts`, a button closes them all at once. */
  alertsOnScreen?: number;
  onCloseAlerts?: () => void;
  /** Whether the notice list is open; uncontrolled (closed at first) when left out. */
  open?: boolean;
  /** Called when a person opens or closes the list. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The header's notice bell (spec 000 §2.3): the list of the live alerts of this session (D24 in the
 * console's README), newest first, with the count of those not yet seen; 清空 empties it, and
 * while alerts are on screen one button closes them all. Without notices it says 暂无通知.
 */
export function NoticeBell({
  notices = [],
  unread = 0,
  onClear,
  alertsOnScreen = 0,
  onCloseAlerts,
  open,
  onOpenChange,
}: NoticeBellProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const list =
    notices.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.notice.empty')} />
    ) : (
      <Flex vertical gap={8} style={{ width: 320 }}>
        <ul
          aria-label={t('widgets.notice.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls, and a keyboard user scrolls it once focused
          tabIndex={0}
          style={{ maxHeight: 360, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' }}
        >
          {notices.map((notice) => (
            <li key={notice.key} style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong>{notice.title}</Typography.Text>
                <Typography.Text type="secondary">{notice.time}</Typography.Text>
              </Flex>
              {notice.description && <Typography.Text>{notice.description}</Typography.Text>}
            </li>
          ))}
        </ul>
        {onClear && (
          <Button size="small" onClick={onClear} style={{ alignSelf: 'flex-end' }}>
            {t('widgets.notice.clear')}
          </Button>
        )}
      </Flex>
    );
  const content =
    alertsOnScreen > 0 && onCloseAlerts ? (
      <Flex vertical gap={8}>
        <Button size="small" onClick={onCloseAlerts}>
          {t('widgets.notice.closeAlerts', { count: alertsOnScreen })}
        </Button>
        {list}
      </Flex>
    ) : (
      list
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('widgets.notice.title')}
      content={content}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Badge count={unread} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('widgets.notice.label')} />
      </Badge>
    </Popover>
  );
}

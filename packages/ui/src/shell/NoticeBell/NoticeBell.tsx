import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NoticeBellProps {
  /** Whether the notice list is open; uncontrolled (closed at first) when left out. */
  open?: boolean;
  /** Called when a person opens or closes the list. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The header's notice bell (spec 000 §2.3): static, with placeholder content. The spec gives it no
 * data source, so it shows no count and an honest 暂无通知 list; live alerts arrive as
 * notifications through the live channel instead (spec 000 §9).
 */
export function NoticeBell({ open, onOpenChange }: NoticeBellProps) {
  const { t } = useTranslation('ui');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('widgets.notice.title')}
      content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.notice.empty')} />}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Badge count={0} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('widgets.notice.label')} />
      </Badge>
    </Popover>
  );
}

import type { MasterLabelColor, MasterLabelTag } from '@onsite/domain';
import { Badge, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useAreaTexts } from '../../i18n/areaTexts';
import { masterRecordsTexts } from './texts';

/**
 * A label as a tag (D54): its colour is a dot beside the name, the name in the text colour (antd's coloured
 * tags' text lacks the contrast the accessibility check asks for).
 */
export function LabelTag({
  color,
  children,
  closable,
  onClose,
}: {
  color: MasterLabelColor | undefined;
  children: ReactNode;
  closable?: boolean;
  onClose?: () => void;
}) {
  return (
    <Tag
      icon={color === undefined ? undefined : <Badge color={color} aria-hidden />}
      closable={closable}
      onClose={onClose}
      style={{ marginInlineEnd: 0 }}
    >
      {children}
    </Tag>
  );
}

/** A master's labels as tags (D54); a disabled label says so. */
export function LabelTags({ labels }: { labels: readonly MasterLabelTag[] }) {
  const { t } = useAreaTexts(masterRecordsTexts);
  if (labels.length === 0) return <>—</>;
  return (
    <Flex gap={4} wrap>
      {labels.map((label) => (
        <LabelTag key={label.labelId} color={label.color}>
          {label.status === '0' ? label.labelName : t('masterLabels.disabledTag', { name: label.labelName })}
        </LabelTag>
      ))}
    </Flex>
  );
}

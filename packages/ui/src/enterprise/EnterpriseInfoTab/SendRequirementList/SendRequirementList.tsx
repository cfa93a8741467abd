import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { canAddSendRequirement, MAX_SEND_REQUIREMENTS, SEND_REQUIREMENT_MAX_LENGTH } from '@onsite/domain';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadOnlyValue } from '../ReadOnlyValue';

export interface SendRequirementListProps {
  /** The requirements as typed; none by default. */
  value?: readonly string[];
  /** Called with the new list after every change. */
  onChange?: (next: string[]) => void;
  /** Whether requirements can be added, changed and removed. */
  editable: boolean;
}

/**
 * Send requirements (spec 001 §5, §9): at most 5, each at most 20 characters. They are kept as
 * typed here; on submit they are trimmed and the empty ones dropped (`normalizeSendRequirements`).
 * Read-only, each shows as read-only text ({@link ReadOnlyValue}).
 */
export function SendRequirementList({ value = [], onChange, editable }: SendRequirementListProps) {
  const { t } = useTranslation('ui');
  const items = value;
  const change = (next: string[]) => onChange?.(next);
  const itemLabel = (index: number) => t('enterpriseInfo.sendRequirement.itemOf', { index: index + 1 });
  return (
    <Flex vertical gap={8}>
      {items.length === 0 && (
        <Typography.Text type="secondary">{t('enterpriseInfo.sendRequirement.empty')}</Typography.Text>
      )}
      {items.map((item, index) =>
        editable ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: plain texts without ids; the list is controlled
          <Flex key={index} gap={8} align="center">
            <Input
              aria-label={itemLabel(index)}
              placeholder={t('enterpriseInfo.sendRequirement.placeholder', {
                max: SEND_REQUIREMENT_MAX_LENGTH,
              })}
              value={item}
              maxLength={SEND_REQUIREMENT_MAX_LENGTH}
              showCount
              onChange={(event) =>
                change(items.map((text, position) => (position === index ? event.target.value : text)))
              }
              style={{ maxWidth: 480 }}
            />
            <Button
              danger
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('enterpriseInfo.sendRequirement.removeOf', { index: index + 1 })}
              onClick={() => change(items.filter((_, position) => position !== index))}
            />
          </Flex>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: plain texts without ids; the list is controlled
          <div key={index} style={{ maxWidth: 480 }}>
            <ReadOnlyValue aria-label={itemLabel(index)} value={item} />
          </div>
        ),
      )}
      {editable && (
        <Flex gap={8} align="center">
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={!canAddSendRequirement(items)}
            onClick={() => change([...items, ''])}
          >
            {t('enterpriseInfo.sendRequirement.add')}
          </Button>
          <Typography.Text type="secondary">
            {t('enterpriseInfo.sendRequirement.limit', { max: MAX_SEND_REQUIREMENTS })}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}

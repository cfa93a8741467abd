import { validateDemandContent } from '@onsite/domain';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../providers/query/useFeedback';

export interface DemandAddFormProps {
  /** The requirement tab's name, e.g. 开单要求 (label and placeholder). */
  typeName: string;
  /** Whether an add is under way. */
  submitting?: boolean;
  /** Adds the demand; resolves to whether it was added (the textarea then empties). */
  onSubmit: (demandContent: string) => Promise<boolean>;
}

/** The textarea with submit under a requirement table (spec 001 §2); empty text: 要求不能为空！. */
export function DemandAddForm({ typeName, submitting = false, onSubmit }: DemandAddFormProps) {
  const { t } = useTranslation('ui');
  const feedback = useFeedback();
  const [content, setContent] = useState('');

  const submit = async () => {
    const message = validateDemandContent(content);
    if (message !== null) return feedback.invalid(t(`enterprise.messages.${message}`));
    if (await onSubmit(content.trim())) setContent('');
  };

  return (
    <Flex gap={8} align="start">
      <Input.TextArea
        aria-label={t('enterprise.demands.newLabel', { type: typeName })}
        placeholder={t('enterprise.demands.newPlaceholder', { type: typeName })}
        value={content}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button type="primary" loading={submitting} onClick={() => void submit()}>
        {t('enterprise.demands.submit')}
      </Button>
    </Flex>
  );
}

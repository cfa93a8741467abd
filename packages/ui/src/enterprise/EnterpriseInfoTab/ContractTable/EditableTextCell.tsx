import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../providers/feedback';

export interface EditableTextCellProps {
  /** The text shown. */
  value: string;
  /** What the text is (合同编号), for the input's and buttons' names. */
  label: string;
  /** Whether it can be edited (editEnterpriseContract). */
  editable: boolean;
  /** Saves the trimmed new text; resolves true when saved (the cell closes), false to keep editing. */
  onSave: (text: string) => Promise<boolean>;
}

/** A table cell edited in place: edit, then save (or Enter) or cancel, which restores the text. */
export function EditableTextCell({ value, label, editable, onSave }: EditableTextCellProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Flex align="center" gap={4}>
        <Typography.Text>
          {/* A contract's number and name are what a person typed: data (issue 16 item 6). */}
          <span translate="no">{value}</span>
        </Typography.Text>
        {editable && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('enterpriseInfo.contract.edit', { field: label })}
            onClick={() => setDraft(value)}
          />
        )}
      </Flex>
    );
  }
  const save = async () => {
    const text = draft.trim();
    if (text === '') {
      void message.error(t('enterpriseInfo.contract.required', { field: label }));
      return;
    }
    setSaving(true);
    const saved = await onSave(text);
    setSaving(false);
    if (saved) setDraft(null);
  };
  return (
    <Space.Compact>
      <Input
        aria-label={label}
        value={draft}
        maxLength={100}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <Button
        icon={<CheckOutlined aria-hidden />}
        aria-label={t('enterpriseInfo.contract.save', { field: label })}
        loading={saving}
        onClick={() => void save()}
      />
      <Button
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('enterpriseInfo.contract.cancelEdit', { field: label })}
        disabled={saving}
        onClick={() => setDraft(null)}
      />
    </Space.Compact>
  );
}

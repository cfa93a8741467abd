import { type HistoryRowInput, parseHistoryContent } from '@onsite/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface HistoryContentProps {
  /** The history row: dataType 0 plain text, 1 a JSON list of changes (spec 001 §3). */
  row: HistoryRowInput;
}

/** A history row's content: plain text, or one `label: old → new` line per changed field. */
export function HistoryContent({ row }: HistoryContentProps) {
  const { t } = useTranslation('ui');
  const content = parseHistoryContent(row);
  if (content.kind === 'text') return <Typography.Text>{content.text}</Typography.Text>;
  const shown = (value: string) => (value === '' ? t('enterprise.history.empty') : value);
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {content.changes.map((change) => (
        <li key={`${change.label}\u0000${change.oldValue}\u0000${change.newValue}`}>
          {t('enterprise.history.change', {
            label: change.label,
            oldValue: shown(change.oldValue),
            newValue: shown(change.newValue),
          })}
        </li>
      ))}
    </ul>
  );
}

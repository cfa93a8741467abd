import { type HistoryChange, type HistoryRowInput, parseHistoryContent } from '@onsite/domain';
import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type HistoryWord, historyLabelKey, historyWords } from './historyLabels';

export interface HistoryContentProps {
  /** The history row: dataType 0 plain text, 1 a JSON list of changes (spec 001 §3). */
  row: HistoryRowInput;
}

/** A long value without spaces (a picture path) breaks anywhere instead of widening the table. */
const WRAPPING: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/**
 * A history row's content: plain text, or one `label: old → new` line per changed field. The label
 * is the form's label in the reader's language when the field is known (named by the server, or
 * recognised by its zh-CN label on older rows); switch and enterprise-type values too. Dictionary,
 * list and user values are the labels the server wrote (issue 15 item 4).
 */
export function HistoryContent({ row }: HistoryContentProps) {
  const { t } = useTranslation('ui');
  const content = parseHistoryContent(row);
  if (content.kind === 'text') return <Typography.Text style={WRAPPING}>{content.text}</Typography.Text>;

  const labelOf = (change: HistoryChange) => {
    const key = historyLabelKey(change);
    if (key === null) return change.label;
    return 'field' in key
      ? t(`enterpriseInfo.fields.${key.field}`)
      : t(`enterpriseInfo.sections.${key.section}`);
  };
  const wordText = (word: HistoryWord) =>
    word === 'yes'
      ? t('enterprise.history.flagYes')
      : word === 'no'
        ? t('enterprise.history.flagNo')
        : t(`enterpriseInfo.enterpriseTypes.${word}`);
  const shown = (value: string, word: HistoryWord | undefined) =>
    word ? wordText(word) : value === '' ? t('enterprise.history.empty') : value;

  return (
    <ul style={{ margin: 0, paddingInlineStart: 16, ...WRAPPING }}>
      {content.changes.map((change) => {
        const { oldWord, newWord } = historyWords(change);
        return (
          <li key={`${change.label}\u0000${change.oldValue}\u0000${change.newValue}`}>
            {t('enterprise.history.change', {
              label: labelOf(change),
              oldValue: shown(change.oldValue, oldWord),
              newValue: shown(change.newValue, newWord),
            })}
          </li>
        );
      })}
    </ul>
  );
}

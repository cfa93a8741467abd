import { type HeaderUser, headerFeatures, WORK_ON } from '@onsite/domain';
import { Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExitSummary } from '../hooks/workQueries';

export interface ExitSummaryModalProps {
  open: boolean;
  /** The signed-in user: only dept 103 sees the summary (work status, unassigned and today-processed counts). */
  user: HeaderUser | null | undefined;
  onCancel: () => void;
  /** Log out (the console clears the session even when the server call fails, spec 000 §4.1). */
  onConfirm: () => void;
}

/**
 * The log-out dialog. Dept 103 also reads the exit summary (stuff.stuffexitmsg): the work status,
 * the unassigned and the today-processed counts (spec 000 §6); everyone else only confirms, and
 * no summary is asked for. A failed summary does not stop the log-out.
 */
export function ExitSummaryModal({ open, user, onCancel, onConfirm }: ExitSummaryModalProps) {
  const { t } = useTranslation('ui');
  const withSummary = headerFeatures(user).exitSummaryCounts;
  const summary = useExitSummary(open && withSummary);
  const data = withSummary ? summary.data : undefined;
  const items =
    data === undefined
      ? []
      : [
          {
            key: 'workStatus',
            label: t('header.work.workStatus'),
            children: data.workStatus === WORK_ON ? t('header.work.onPost') : t('header.work.offPost'),
          },
          { key: 'unassigned', label: t('header.work.unassigned'), children: data.unProcessIdNum },
          { key: 'processed', label: t('header.work.processedToday'), children: data.processedOrderCount },
        ];
  return (
    <Modal open={open} title={t('header.work.exitTitle')} onCancel={onCancel} onOk={onConfirm}>
      <Typography.Paragraph>{t('header.work.exitConfirm')}</Typography.Paragraph>
      {summary.isPending && summary.fetchStatus !== 'idle' ? (
        <Spin />
      ) : (
        items.length > 0 && <Descriptions column={1} bordered size="small" items={items} />
      )}
    </Modal>
  );
}

import { ASSIGN_ON, type HeaderUser, headerFeatures, WORK_ON, type WorkAssignState } from '@onsite/domain';
import { Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface WorkStatusSwitchesViewProps {
  /** The signed-in user: dept 103 or 106 sees the work switch, dept 103 in post the auto-accept one. */
  user: HeaderUser | null | undefined;
  /** The current work and assign status; the switches wait (disabled) while it is unknown. */
  status: WorkAssignState | undefined;
  /** A change is on its way to the server. */
  pending?: boolean;
  onWorkChange: (onPost: boolean) => void;
  onAssignChange: (on: boolean) => void;
}

/**
 * The in-post / off-post switch and the auto-accept switch of the header (spec 000 §4.2). Renders
 * nothing for a user without the work switch. Auto-accept shows only in post for dept 103.
 */
export function WorkStatusSwitchesView({
  user,
  status,
  pending = false,
  onWorkChange,
  onAssignChange,
}: WorkStatusSwitchesViewProps) {
  const { t } = useTranslation('ui');
  const features = headerFeatures(user, { workStatus: status?.workStatus ?? null });
  if (!features.workSwitch) return null;
  const disabled = pending || status === undefined;
  return (
    <Space size="middle">
      <Space size="small">
        <Typography.Text>{t('header.work.workStatus')}</Typography.Text>
        <Switch
          aria-label={t('header.work.workStatus')}
          checked={status?.workStatus === WORK_ON}
          disabled={disabled}
          loading={pending}
          onChange={onWorkChange}
        />
        <Typography.Text>
          {status?.workStatus === WORK_ON ? t('header.work.onPost') : t('header.work.offPost')}
        </Typography.Text>
      </Space>
      {features.autoAcceptSwitch && (
        <Space size="small">
          <Typography.Text>{t('header.work.autoAccept')}</Typography.Text>
          <Switch
            aria-label={t('header.work.autoAccept')}
            checked={status?.assignStatus === ASSIGN_ON}
            disabled={disabled}
            onChange={onAssignChange}
          />
        </Space>
      )}
    </Space>
  );
}

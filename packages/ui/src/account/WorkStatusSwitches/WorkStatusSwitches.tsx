import { type HeaderUser, headerFeatures } from '@onsite/domain';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { useSetAssignStatus, useSetWorkStatus, useWorkStatus } from '../hooks/workQueries';
import { WorkStatusSwitchesView } from './WorkStatusSwitchesView';

export interface WorkStatusSwitchesProps {
  /** The signed-in user (its deptId decides which switches show). */
  user: HeaderUser | null | undefined;
}

/** The header's work switches on the api: reads getWorkStatus, writes stuffworkstatus / stuffassignstatus. */
export function WorkStatusSwitches({ user }: WorkStatusSwitchesProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const enabled = headerFeatures(user).workSwitch;
  const status = useWorkStatus(enabled);
  const work = useSetWorkStatus();
  const assign = useSetAssignStatus();
  const feedback = {
    onSuccess: () => void message.success(t('header.work.updateSuccess')),
    onError: () => void message.error(t('header.work.updateFailure')),
  };
  if (!enabled) return null;
  return (
    <WorkStatusSwitchesView
      user={user}
      status={status.data}
      pending={work.isPending || assign.isPending}
      onWorkChange={(onPost) => work.mutate(onPost, feedback)}
      onAssignChange={(on) => assign.mutate(on, feedback)}
    />
  );
}

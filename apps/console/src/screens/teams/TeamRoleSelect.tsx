import { BUTTON_CODES, isAssignableTeamRole, type MasterTeam, type TeamMember } from '@onsite/domain';
import { serverMessageOf, useAppFeedback, useCan, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../i18n/areaTexts';
import { teamKeys } from './teamsModel';
import { teamsTexts } from './texts';

export interface TeamRoleSelectProps {
  team: MasterTeam;
  member: TeamMember;
  /** The team as the server holds it after the change. */
  onChanged: (team: MasterTeam) => void;
}

/**
 * A member's team role in 团队管理's 成员管理 (D52): any role but 团长 (which follows 设为团长), changed at once;
 * the head's role shows as text. Without `master:team:edit` the role is only shown.
 */
export function TeamRoleSelect({ team, member, onChanged }: TeamRoleSelectProps) {
  const { t } = useAreaTexts(teamsTexts);
  const { t: ui } = useTranslation('ui');
  const client = useOnsiteClient();
  const can = useCan();
  const { message } = useAppFeedback();
  const [saving, setSaving] = useState(false);
  const editable = can(BUTTON_CODES.teamEdit) && member.masterId !== team.headMasterId;
  const roles = useQuery({
    queryKey: [...teamKeys.roles(), 'options'],
    queryFn: ({ signal }) => client.master.teamRole.list({ pageNum: 1, pageSize: 100 }, { signal }),
    enabled: editable,
  });
  if (!editable)
    return (
      <Typography.Text title={member.masterId === team.headMasterId ? t('role.headFixed') : undefined}>
        {member.teamRoleName ?? '—'}
      </Typography.Text>
    );
  const change = async (teamRoleId: number) => {
    setSaving(true);
    try {
      onChanged(
        await client.master.teamRole.assign({ teamId: team.teamId, masterId: member.masterId, teamRoleId }),
      );
      void message.success(t('role.changed'));
    } catch (error) {
      void message.error(serverMessageOf(error) ?? ui('list.systemError'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select<number>
      size="small"
      style={{ minWidth: 110 }}
      aria-label={t('role.choose', { name: member.masterName })}
      value={member.teamRoleId ?? undefined}
      loading={roles.isFetching || saving}
      disabled={saving}
      options={(roles.data?.rows ?? [])
        .filter(isAssignableTeamRole)
        .map((role) => ({ value: role.teamRoleId, label: role.roleName }))}
      onChange={(value) => void change(value)}
    />
  );
}

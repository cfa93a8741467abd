import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { teamKeys } from './teamsModel';

/** The active teams (D38's team list, the first 100), for selects and filters. */
export function useTeamOptions() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: teamKeys.teamOptions(),
    queryFn: ({ signal }) => client.master.team.list({ pageNum: 1, pageSize: 100 }, { signal }),
  });
}

export type TeamSelectProps = Omit<SelectProps<number>, 'options' | 'loading'>;

/** A select of the active teams, searchable by name. */
export function TeamSelect(props: TeamSelectProps) {
  const teams = useTeamOptions();
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={teams.isFetching}
      status={teams.isError ? 'error' : undefined}
      options={(teams.data?.rows ?? []).map((team) => ({ value: team.teamId, label: team.teamName }))}
    />
  );
}

import { Select, type SelectProps } from 'antd';
import { useDictionary } from '../../providers/query/dictQueries';

export interface DictSelectProps extends Omit<SelectProps<string>, 'options' | 'loading'> {
  /** The dictionary whose entries are the options. */
  dictType: string;
}

/** A select of a server dictionary's entries (value = dictValue, label = dictLabel); Form passes value/onChange. */
export function DictSelect({ dictType, ...props }: DictSelectProps) {
  const dictionary = useDictionary(dictType);
  return (
    <Select<string>
      allowClear
      {...props}
      loading={dictionary.isLoading}
      status={dictionary.isError ? 'error' : undefined}
      options={(dictionary.data ?? [])
        .filter((entry) => entry.status === '0')
        .map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }))}
    />
  );
}

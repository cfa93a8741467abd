import type { FileReferenceKind, StoredFile, StoredFileKind } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { systemTexts } from '../texts';

const FILES_KEY = ['system', 'files'] as const;
const KINDS: readonly StoredFileKind[] = ['enterprise', 'contract'];

/** Bytes in B, KB or MB (the units are the same in every language). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const kindFilter = (value: string | undefined) => KINDS.find((kind) => kind === value);
const referencedFilter = (value: string | undefined) => (value === '0' || value === '1' ? value : undefined);

/**
 * 文件存储 (catalogue key `fileStorage`, issue 18): every stored file with its owner, size, type, time and
 * what refers to it; an unreferenced one may be deleted after a question. For the administrator: the
 * server refuses anyone else (the list then shows its message). Filters in the URL, server paging.
 */
export default function FileStorageScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'originalName', label: t('fileStorage.originalName') },
      {
        kind: 'select',
        name: 'kind',
        label: t('fileStorage.kind'),
        options: KINDS.map((kind) => ({ value: kind, label: t(`fileStorage.kinds.${kind}`) })),
      },
      {
        kind: 'select',
        name: 'referenced',
        label: t('fileStorage.referenced'),
        options: [
          { value: '1', label: t('fileStorage.referencedYes') },
          { value: '0', label: t('fileStorage.referencedNo') },
        ],
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<StoredFile> = [
    { title: t('fileStorage.originalName'), dataIndex: 'originalName' },
    {
      title: t('fileStorage.kind'),
      dataIndex: 'kind',
      render: (kind: StoredFileKind) => t(`fileStorage.kinds.${kind}`),
    },
    { title: t('fileStorage.mimeType'), dataIndex: 'mimeType' },
    { title: t('fileStorage.size'), dataIndex: 'size', align: 'right', render: fileSize },
    {
      title: t('fileStorage.enterpriseName'),
      dataIndex: 'enterpriseName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('fileStorage.uploadedBy'),
      dataIndex: 'uploadedBy',
      render: (name: string | null) => name ?? t('fileStorage.system'),
    },
    dateTimeColumn<StoredFile>(t('fileStorage.createTime'), 'createTime'),
    {
      title: t('fileStorage.references'),
      dataIndex: 'references',
      render: (references: readonly FileReferenceKind[]) =>
        references.length === 0 ? (
          <Typography.Text type="secondary">{t('fileStorage.unreferenced')}</Typography.Text>
        ) : (
          <Flex gap={4} wrap>
            {references.map((reference) => (
              <Tag key={reference}>{t(`fileStorage.referenceKinds.${reference}`)}</Tag>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <ListScreen<StoredFile>
      label={t('fileStorage.table')}
      queryKey={FILES_KEY}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey="fileId"
      rowActions={(row) => [
        {
          key: 'remove',
          label: t('fileStorage.remove'),
          danger: true,
          visible: row.references.length === 0,
          confirm: t('fileStorage.removeQuestion', { name: row.originalName }),
          successText: t('fileStorage.removed'),
          run: async () => {
            await client.system.file.remove({ fileId: row.fileId });
            void queryClient.invalidateQueries({ queryKey: FILES_KEY });
          },
        },
      ]}
      fetchPage={(applied, request, signal) =>
        client.system.file.list(
          {
            ...pageQueryOf(request),
            ...definedOnly({
              originalName: applied.originalName,
              kind: kindFilter(applied.kind),
              referenced: referencedFilter(applied.referenced),
            }),
          },
          { signal },
        )
      }
    />
  );
}

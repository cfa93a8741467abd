import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type EnterpriseImage, IMAGE_LABELS, type ImageLabel } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { useSessionStore } from '../../../../stores/sessionStore';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { idFilter, oneOf } from '../../service/scope';
import { imagesTexts } from '../texts';
import { type ImageEditing, ImageFormModal } from './ImageFormModal';
import { ImageThumbnail } from './ImageThumbnail';

const QUERY_KEY = ['enterprise', 'image'] as const;

/**
 * 图片管理 (catalogue key `images`, D66): an enterprise's pictures with their thumbnails (a click previews the
 * picture), type and title. 上传图片 uploads a png, jpg or webp and files it; 编辑 changes the type and the title;
 * 删除 is asked first and removes the picture with its file (the server refuses while anything else refers to
 * it). Each action shows only with its code (the server checks again). Staff see every enterprise's pictures
 * (the enterprise filter in the URL narrows them); an enterprise user only their own.
 */
export default function ImagesScreen() {
  const { t } = useAreaTexts(imagesTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const ownEnterprise = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const staff = ownEnterprise === null;
  const [editing, setEditing] = useState<ImageEditing>(null);
  const mayAdd = can(BUTTON_CODES.imageAdd);
  const mayEdit = can(BUTTON_CODES.imageEdit);
  const mayRemove = can(BUTTON_CODES.imageRemove);

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('enterprise'),
              input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: 'title', label: t('title') },
      {
        kind: 'select',
        name: 'label',
        label: t('label'),
        options: IMAGE_LABELS.map((label) => ({ value: label, label: t(`labels.${label}`) })),
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<EnterpriseImage> = [
    {
      title: t('picture'),
      key: 'picture',
      width: 96,
      render: (_value: unknown, row: EnterpriseImage) => (
        <ImageThumbnail path={row.path} alt={t('thumbnailOf', { title: row.title })} />
      ),
    },
    { title: t('title'), dataIndex: 'title', key: 'title', ellipsis: true },
    {
      title: t('label'),
      dataIndex: 'label',
      key: 'label',
      render: (label: ImageLabel) => <Tag>{t(`labels.${label}`)}</Tag>,
    },
    ...(staff ? [{ title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('file'), dataIndex: 'originalName', key: 'originalName', ellipsis: true },
    { title: t('createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<EnterpriseImage>(t('createTime'), 'createTime'),
  ];

  const calls = client.enterprise.image;
  const rowActions =
    mayEdit || mayRemove
      ? (row: EnterpriseImage) => [
          {
            key: 'edit',
            label: t('edit'),
            visible: mayEdit,
            run: () => setEditing({ kind: 'edit', row }),
          },
          {
            key: 'remove',
            label: t('remove'),
            visible: mayRemove,
            danger: true,
            confirm: t('confirmRemove', { title: row.title }),
            successText: t('removed'),
            run: () => calls.remove({ imageId: row.imageId }),
          },
        ]
      : undefined;

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('hint')} />
      <ListScreen<EnterpriseImage>
        label={t('table')}
        queryKey={QUERY_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="imageId"
        toolbar={
          mayAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions, actionsWidth: 140 } : {})}
        fetchPage={(applied, request, signal) =>
          calls.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
                title: applied.title,
                label: oneOf(IMAGE_LABELS, applied.label),
              }),
            },
            { signal },
          )
        }
      />
      <ImageFormModal
        editing={editing}
        ownEnterprise={ownEnterprise}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        }}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}

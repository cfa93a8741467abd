import { BUTTON_CODES, type ParameterValue, type SystemParameter } from '@onsite/domain';
import { LoadFailure, useCan, useOnsiteClient } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { runtimeKeys } from '../runtimeQueries';
import { runtimeTexts } from '../texts';
import { ParameterFormModal } from './ParameterFormModal';
import { PARAMETER_TEXT, valueText } from './parameterText';

const SOURCE_STATUS = { table: 'processing', default: 'default', environment: 'warning' } as const;

/**
 * 参数设置 (catalogue key `config`, D43): the system parameters the server reads — the top-up payment
 * time limit, the upload space per user, the sign-in captcha — with key, name, value, type, default,
 * source and the last change. 修改 opens the value in the input of its type; the server checks it
 * again and uses it at once. A parameter the server's environment decides (D14) shows why it cannot
 * be changed. Codes `system:config:*`, held by the administrator's role only.
 */
export default function ConfigScreen() {
  const { t } = useAreaTexts(runtimeTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<SystemParameter | null>(null);
  const parameters = useQuery({
    queryKey: runtimeKeys.parameters(),
    queryFn: ({ signal }) => client.system.config.list({}, { signal }),
  });

  const columns: TableColumnsType<SystemParameter> = [
    {
      title: t('config.column.key'),
      dataIndex: 'key',
      key: 'key',
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    {
      title: t('config.column.name'),
      key: 'name',
      render: (_, parameter) => (
        <Space orientation="vertical" size={0}>
          <span>{t(`config.name.${PARAMETER_TEXT[parameter.key]}`)}</span>
          <Typography.Text type="secondary">
            {t(`config.hint.${PARAMETER_TEXT[parameter.key]}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('config.column.value'),
      key: 'value',
      render: (_, parameter) => (
        <Typography.Text strong>{valueText(t, parameter, parameter.value)}</Typography.Text>
      ),
    },
    {
      title: t('config.column.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: SystemParameter['type']) => t(`config.type.${type}`),
    },
    {
      title: t('config.column.defaultValue'),
      key: 'defaultValue',
      render: (_, parameter) => valueText(t, parameter, parameter.defaultValue as ParameterValue),
    },
    {
      title: t('config.column.source'),
      dataIndex: 'source',
      key: 'source',
      render: (source: SystemParameter['source']) => (
        <Badge status={SOURCE_STATUS[source]} text={t(`config.source.${source}`)} />
      ),
    },
    {
      title: t('config.column.updated'),
      key: 'updated',
      render: (_, parameter) =>
        parameter.updatedAt
          ? t('config.updatedValue', { time: parameter.updatedAt, by: parameter.updatedBy ?? '' })
          : '—',
    },
    {
      title: t('config.column.actions'),
      key: 'actions',
      render: (_, parameter) =>
        can(BUTTON_CODES.configEdit) &&
        (parameter.editable ? (
          <Button size="small" type="link" onClick={() => setEditing(parameter)}>
            {t('config.edit')}
          </Button>
        ) : (
          <Tooltip title={t('config.environmentHint')}>
            <Button
              size="small"
              type="link"
              disabled
              aria-describedby={`env-${PARAMETER_TEXT[parameter.key]}`}
            >
              {t('config.edit')}
            </Button>
            <span id={`env-${PARAMETER_TEXT[parameter.key]}`} hidden>
              {t('config.environmentHint')}
            </span>
          </Tooltip>
        )),
    },
  ];

  return (
    <Card
      size="small"
      title={t('config.title')}
      extra={
        <Button size="small" onClick={() => void parameters.refetch()} loading={parameters.isFetching}>
          {t('config.refresh')}
        </Button>
      }
    >
      {parameters.isError ? (
        <LoadFailure
          title={t('config.loadFailed')}
          error={parameters.error}
          onRetry={() => void parameters.refetch()}
          retrying={parameters.isFetching}
        />
      ) : (
        <Table<SystemParameter>
          aria-label={t('config.title')}
          rowKey="key"
          size="middle"
          loading={parameters.isPending}
          dataSource={parameters.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <ParameterFormModal
        parameter={editing}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: runtimeKeys.parameters() });
        }}
        onCancel={() => setEditing(null)}
      />
    </Card>
  );
}

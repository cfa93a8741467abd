import { type ApprovalModel, type ApprovalModelType, BUTTON_CODES } from '@onsite/domain';
import { formatDateTime, SectionState, useCan, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useScreenPath } from '../../orders/useScreenPath';
import { ApproverRolesModal } from '../ApproverRolesModal';
import { workflowTexts } from '../texts';
import { workflowKeys } from '../workflowModel';

/**
 * 模型列表 (catalogue key `modelList`, D51): every approval type with the roles that decide it, its steps,
 * its requests and its version; 查看定义 opens 流程定义 on the type, and the holders of
 * `workflow:model:edit` change the approver roles (the server checks and refuses with its message).
 */
export default function ModelListScreen() {
  return <ModelList />;
}

export interface ModelListProps {
  /** D63: `enterprise` asks the server for the types that concern enterprises only (流程模型). */
  scope?: 'enterprise';
  /** A line above the table saying what the list holds. */
  note?: ReactNode;
}

/** The approval model's table (模型列表, and 流程模型 narrowed to the enterprise types, D63). */
export function ModelList({ scope, note }: ModelListProps) {
  const { t } = useAreaTexts(workflowTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const definitionPath = useScreenPath('processDefinition');
  const [editing, setEditing] = useState<ApprovalModel | null>(null);
  const models = useQuery({
    queryKey: scope === undefined ? workflowKeys.models : [...workflowKeys.models, scope],
    queryFn: ({ signal }) =>
      client.order.approvalModel.list(scope === undefined ? {} : { scope }, { signal }),
  });

  const columns: TableColumnsType<ApprovalModel> = [
    {
      title: t('model.approvalType'),
      dataIndex: 'approvalType',
      key: 'approvalType',
      render: (type: ApprovalModelType) => <Typography.Text strong>{t(`type.${type}`)}</Typography.Text>,
    },
    {
      title: t('model.approverRoles'),
      dataIndex: 'approverRoles',
      key: 'approverRoles',
      render: (_value: unknown, row: ApprovalModel) =>
        row.approverRoles.length === 0 ? (
          <Typography.Text type="secondary">{t('model.noRoles')}</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {row.approverRoles.map((role) => (
              <Tag key={role.roleId}>{role.roleName}</Tag>
            ))}
          </Flex>
        ),
    },
    { title: t('model.stepCount'), dataIndex: 'stepCount', key: 'stepCount' },
    {
      title: t('model.requests'),
      key: 'requests',
      render: (_value: unknown, row: ApprovalModel) =>
        t('model.requestCount', { pending: row.pending, total: row.total }),
    },
    {
      title: t('model.version'),
      dataIndex: 'version',
      key: 'version',
      render: (version: number) => t('model.versionText', { version }),
    },
    {
      title: t('model.updated'),
      key: 'updated',
      render: (_value: unknown, row: ApprovalModel) =>
        row.updateBy === null ? t('model.never') : `${row.updateBy}，${formatDateTime(row.updateTime)}`,
    },
    {
      title: t('model.definition'),
      key: 'actions',
      render: (_value: unknown, row: ApprovalModel) => (
        <Flex gap={8} wrap>
          {definitionPath !== null && (
            <Link to={`${definitionPath}?approvalType=${row.approvalType}`}>{t('model.definition')}</Link>
          )}
          {can(BUTTON_CODES.workflowModelEdit) && (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(row)}>
              {t('model.edit')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card>
      <SectionState
        name={t('table.modelList')}
        loading={models.isPending}
        error={models.error}
        onRetry={() => void models.refetch()}
        retrying={models.isFetching}
      >
        <Flex vertical gap={12}>
          {note}
          <Typography.Text type="secondary">{t('model.superNote')}</Typography.Text>
          <Table<ApprovalModel>
            aria-label={t('table.modelList')}
            rowKey="approvalType"
            columns={columns}
            dataSource={models.data ?? []}
            pagination={false}
          />
        </Flex>
      </SectionState>
      <ApproverRolesModal model={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

import {
  APPROVAL_MODEL_TYPES,
  type ApprovalModelChange,
  type ApprovalModelType,
  BUTTON_CODES,
} from '@onsite/domain';
import { dateTimeColumn, formatDateTime, SectionState, useCan, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Segmented,
  Steps,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApproverRolesModal } from '../ApproverRolesModal';
import { workflowTexts } from '../texts';
import { roleNames, workflowKeys } from '../workflowModel';

/** The type of the URL (`?approvalType=`), else the first one: a mistyped link shows the fee increase. */
const typeOf = (value: string | null): ApprovalModelType =>
  APPROVAL_MODEL_TYPES.find((type) => type === value) ?? APPROVAL_MODEL_TYPES[0];

/**
 * 流程定义 (catalogue key `processDefinition`, D51): one approval type's definition — its three steps (who
 * asks, which roles decide, what an approval does), its approver code and version — and the history of
 * the changes of its approver roles. The type is in the URL; 修改审批角色 for holders of the edit code.
 */
export default function ProcessDefinitionScreen() {
  const { t } = useAreaTexts(workflowTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('approvalType'));
  const [editing, setEditing] = useState(false);
  const definition = useQuery({
    queryKey: workflowKeys.definition(type),
    queryFn: ({ signal }) => client.order.approvalModel.get({ approvalType: type }, { signal }),
  });
  const model = definition.data?.model ?? null;
  const roles =
    model === null || model.approverRoles.length === 0 ? t('model.noRoles') : roleNames(model.approverRoles);

  const columns: TableColumnsType<ApprovalModelChange> = [
    {
      title: t('change.version'),
      dataIndex: 'version',
      key: 'version',
      render: (version: number) => t('model.versionText', { version }),
    },
    { title: t('change.before'), dataIndex: 'rolesBefore', key: 'rolesBefore' },
    { title: t('change.after'), dataIndex: 'rolesAfter', key: 'rolesAfter' },
    {
      title: t('change.remark'),
      dataIndex: 'remark',
      key: 'remark',
      render: (remark: string) => remark || '—',
    },
    { title: t('change.changeBy'), dataIndex: 'changeBy', key: 'changeBy' },
    dateTimeColumn<ApprovalModelChange>(t('change.changeTime'), 'changeTime'),
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex gap={12} align="center" wrap>
          <Typography.Text>{t('definition.chooseType')}</Typography.Text>
          <Segmented<ApprovalModelType>
            aria-label={t('definition.chooseType')}
            value={type}
            options={APPROVAL_MODEL_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
            onChange={(value) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set('approvalType', value);
                return next;
              })
            }
          />
        </Flex>
      </Card>
      <SectionState
        name={t('definition.basics')}
        loading={definition.isPending}
        error={definition.error}
        onRetry={() => void definition.refetch()}
        retrying={definition.isFetching}
      >
        {model !== null && definition.data && (
          <Flex vertical gap={16}>
            <Card
              title={t('definition.basics')}
              extra={
                can(BUTTON_CODES.workflowModelEdit) && (
                  <Button onClick={() => setEditing(true)}>{t('model.edit')}</Button>
                )
              }
            >
              <Descriptions
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'type', label: t('model.approvalType'), children: t(`type.${model.approvalType}`) },
                  { key: 'roles', label: t('model.approverRoles'), children: roles },
                  {
                    key: 'code',
                    label: t('model.approverCode'),
                    children: <Typography.Text code>{model.approverCode}</Typography.Text>,
                  },
                  {
                    key: 'version',
                    label: t('model.version'),
                    children: t('model.versionText', { version: model.version }),
                  },
                  {
                    key: 'requests',
                    label: t('model.requests'),
                    children: t('model.requestCount', { pending: model.pending, total: model.total }),
                  },
                  {
                    key: 'updated',
                    label: t('model.updated'),
                    children:
                      model.updateBy === null
                        ? t('model.never')
                        : `${model.updateBy}，${formatDateTime(model.updateTime)}`,
                  },
                ]}
              />
              <Typography.Title level={5}>{t('definition.steps')}</Typography.Title>
              <Steps
                orientation="vertical"
                current={-1}
                items={definition.data.steps.map((step) => ({
                  title: t(`step.${step}`),
                  status: 'wait' as const,
                  content:
                    step === 'decide'
                      ? t('stepText.decide', { roles })
                      : t(`stepText.${step}.${model.approvalType}`),
                }))}
              />
            </Card>
            <Card title={t('table.changes')}>
              {definition.data.changes.length === 0 ? (
                <Typography.Text type="secondary">{t('definition.noChanges')}</Typography.Text>
              ) : (
                <Table<ApprovalModelChange>
                  aria-label={t('table.changes')}
                  rowKey="changeId"
                  columns={columns}
                  dataSource={definition.data.changes}
                  pagination={false}
                />
              )}
            </Card>
          </Flex>
        )}
      </SectionState>
      <ApproverRolesModal model={editing ? model : null} onClose={() => setEditing(false)} />
    </Flex>
  );
}

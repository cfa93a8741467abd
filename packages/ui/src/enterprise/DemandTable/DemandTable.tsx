import { canEditDemandRow, type Demand, isDemandEnabled, validateDemandContent } from '@onsite/domain';
import {
  Badge,
  Button,
  Empty,
  type GetRef,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../providers/query/useFeedback';

export interface DemandTableProps {
  /** The demands of one requirement tab. */
  demands: readonly Demand[];
  /** Edit, enable, disable and configure (editEnterpriseRequest and enterpriseShow 1). */
  canEdit: boolean;
  /** Delete (deleteEnterpriseRequest and enterpriseShow 1). */
  canDelete: boolean;
  /** Saves an edited text; resolves to whether it was saved (the row then leaves edit mode). */
  onUpdate: (demandId: number, demandContent: string) => Promise<boolean>;
  /** Enables a disabled demand or disables an enabled one. */
  onToggle: (demand: Demand) => void;
  /** Deletes a demand, after the confirmation 您确定删除本数据吗？. */
  onDelete: (demandId: number) => void;
  /** Opens the demand configuration (models and order types) of a demand. */
  onConfigure?: (demandId: number) => void;
  /**
   * The row in edit and its text, when the owner keeps it (`DemandTabs` keeps one across the five
   * tabs); left out, the table keeps its own, starting with none.
   */
  editing?: DemandEditing | null;
  /** Called when a row enters or leaves edit mode and as its text changes. */
  onEditingChange?: (next: DemandEditing | null) => void;
  /** A row of another table is in edit: every 编辑 here is disabled too. False by default. */
  editLocked?: boolean;
  /** The editor of the row in edit, for an owner that brings the focus back to it. */
  editorRef?: RefObject<DemandEditorRef | null>;
}

/** The text area of the row in edit. */
export type DemandEditorRef = GetRef<typeof Input.TextArea>;

/** A demand row in edit and the text typed so far. */
export interface DemandEditing {
  demandId: number;
  content: string;
}

/**
 * The demand rows of one requirement tab (spec 001 §4): inline edit of one row at a time (the other
 * rows' edit buttons are disabled meanwhile; cancel restores the saved text), enable or disable,
 * delete with confirmation. The editor takes the focus when a row enters edit mode.
 */
export function DemandTable({
  demands,
  canEdit,
  canDelete,
  onUpdate,
  onToggle,
  onDelete,
  onConfigure,
  editing: controlledEditing,
  onEditingChange,
  editLocked = false,
  editorRef,
}: DemandTableProps) {
  const { t } = useTranslation('ui');
  const feedback = useFeedback();
  const [ownEditing, setOwnEditing] = useState<DemandEditing | null>(null);
  const editing = controlledEditing === undefined ? ownEditing : controlledEditing;
  const setEditing = (next: DemandEditing | null) => {
    if (controlledEditing === undefined) setOwnEditing(next);
    onEditingChange?.(next);
  };
  const [saving, setSaving] = useState(false);
  const ownEditorRef = useRef<DemandEditorRef>(null);
  const editor = editorRef ?? ownEditorRef;
  const editingId = editing?.demandId;
  useEffect(() => {
    if (editingId !== undefined) editor.current?.focus({ cursor: 'end' });
  }, [editingId, editor]);

  const save = async () => {
    if (editing === null) return;
    const message = validateDemandContent(editing.content);
    if (message !== null) return feedback.invalid(t(`enterprise.messages.${message}`));
    setSaving(true);
    const saved = await onUpdate(editing.demandId, editing.content.trim());
    setSaving(false);
    if (saved) setEditing(null);
  };

  const columns: TableColumnsType<Demand> = [
    {
      key: 'demandContent',
      title: t('enterprise.demands.content'),
      render: (_, row) =>
        editing?.demandId === row.demandId ? (
          <Input.TextArea
            ref={editor}
            aria-label={t('enterprise.demands.editLabel')}
            value={editing.content}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={500}
            onChange={(event) => setEditing({ demandId: row.demandId, content: event.target.value })}
          />
        ) : (
          row.demandContent
        ),
    },
    {
      key: 'status',
      title: t('enterprise.demands.status'),
      width: 90,
      render: (_, row) =>
        isDemandEnabled(row.disabledFlag) ? (
          <Badge status="success" text={t('enterprise.demands.enabled')} />
        ) : (
          <Badge status="default" text={t('enterprise.demands.disabled')} />
        ),
    },
    { dataIndex: 'updateTime', title: t('enterprise.demands.updateTime'), width: 170 },
    { dataIndex: 'updateBy', title: t('enterprise.demands.updateBy'), width: 110 },
  ];

  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: t('enterprise.common.actions'),
      width: 260,
      render: (_, row) => {
        if (editing?.demandId === row.demandId) {
          return (
            <Space size={0}>
              <Button type="link" loading={saving} onClick={() => void save()}>
                {t('enterprise.common.save')}
              </Button>
              {/* Cancel drops the edited text: the row shows its saved copy again. */}
              <Button type="link" onClick={() => setEditing(null)}>
                {t('enterprise.common.cancel')}
              </Button>
            </Space>
          );
        }
        const enabled = isDemandEnabled(row.disabledFlag);
        return (
          <Space size={0} wrap>
            {canEdit ? (
              <>
                <Button
                  type="link"
                  disabled={editLocked || !canEditDemandRow(editing?.demandId, row.demandId)}
                  onClick={() => setEditing({ demandId: row.demandId, content: row.demandContent })}
                >
                  {t('enterprise.demands.edit')}
                </Button>
                <Button type="link" onClick={() => onToggle(row)}>
                  {enabled ? t('enterprise.demands.disable') : t('enterprise.demands.enable')}
                </Button>
                {onConfigure ? (
                  <Button type="link" onClick={() => onConfigure(row.demandId)}>
                    {t('enterprise.demands.configure')}
                  </Button>
                ) : null}
              </>
            ) : null}
            {canDelete ? (
              <Popconfirm
                title={t('enterprise.demands.confirmDelete')}
                okText={t('enterprise.common.confirm')}
                cancelText={t('enterprise.common.cancel')}
                onConfirm={() => onDelete(row.demandId)}
              >
                <Button type="link" danger>
                  {t('enterprise.demands.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        );
      },
    });
  }

  return (
    <Table<Demand>
      rowKey="demandId"
      size="small"
      columns={columns}
      dataSource={demands as Demand[]}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterprise.demands.empty')} />,
      }}
    />
  );
}

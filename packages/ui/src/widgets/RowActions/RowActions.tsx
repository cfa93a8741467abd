import type { GrantCode } from '@onsite/domain';
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { useCan } from '../../providers/permissions/useCan';
import { serverMessageOf } from '../../providers/query/serverMessage';

/** One action of a row: a link, gated by a permission code, confirmed first when it destroys or changes state. */
export interface RowAction {
  key: string;
  label: string;
  /** The button code needed (D11); without it everyone who sees the row may use it. */
  permission?: GrantCode;
  /** A question asked before the action runs (e.g. 确定要删除该企业吗？). */
  confirm?: string;
  danger?: boolean;
  /** Hidden when false (e.g. Pay only on unpaid rows). */
  visible?: boolean;
  /**
   * Runs the action. A promise shows the action as busy; when it resolves `successText` shows and
   * `onDone` runs, when it rejects the server's message (or the system error) shows.
   */
  run: () => unknown;
  successText?: string;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** How many actions show as links before the rest go into 更多; 3 by default. */
  inline?: number;
  /** Called after an action's promise resolved, e.g. to refresh the list. */
  onDone?: () => void;
}

/**
 * The actions column of a list row (issue 9): the actions the user may use, busy while they run,
 * confirmed first when asked, with the success text or the server's message after.
 */
export function RowActions({ actions, inline = 3, onDone }: RowActionsProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const { message, modal } = useAppFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  const shown = actions.filter(
    (action) => action.visible !== false && (!action.permission || can(action.permission)),
  );

  const execute = async (action: RowAction) => {
    const result = action.run();
    if (!(result instanceof Promise)) return;
    setBusy(action.key);
    try {
      await result;
      if (action.successText) void message.success(action.successText);
      onDone?.();
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('list.systemError'));
    } finally {
      setBusy(null);
    }
  };

  const link = (action: RowAction) => {
    const button = (
      <Button
        key={action.key}
        type="link"
        size="small"
        danger={action.danger}
        loading={busy === action.key}
        disabled={busy !== null && busy !== action.key}
        onClick={action.confirm ? undefined : () => void execute(action)}
        style={{ paddingInline: 4 }}
      >
        {action.label}
      </Button>
    );
    return action.confirm ? (
      <Popconfirm
        key={action.key}
        title={t('list.confirmTitle')}
        description={action.confirm}
        okText={t('list.confirmOk')}
        cancelText={t('list.confirmCancel')}
        onConfirm={() => execute(action)}
      >
        {button}
      </Popconfirm>
    ) : (
      button
    );
  };

  const visible = shown.length > inline + 1 ? shown.slice(0, inline) : shown;
  const overflow = shown.length > inline + 1 ? shown.slice(inline) : [];
  return (
    <Space size={0} wrap>
      {visible.map(link)}
      {overflow.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: overflow.map((action) => ({
              key: action.key,
              label: action.label,
              danger: action.danger,
            })),
            onClick: ({ key }) => {
              const action = overflow.find((candidate) => candidate.key === key);
              if (!action) return;
              if (!action.confirm) return void execute(action);
              modal.confirm({
                title: t('list.confirmTitle'),
                content: action.confirm,
                okText: t('list.confirmOk'),
                cancelText: t('list.confirmCancel'),
                onOk: () => execute(action),
              });
            },
          }}
        >
          <Button type="link" size="small" disabled={busy !== null} style={{ paddingInline: 4 }}>
            {t('list.more')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

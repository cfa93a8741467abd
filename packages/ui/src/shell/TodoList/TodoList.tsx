import type { BacklogItem, BacklogKey } from '@onsite/domain';
import { Alert, Badge, Button, Empty, Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the to-do list's answer stands. */
export type TodoListStatus = 'loading' | 'error' | 'success';

export interface TodoListProps {
  /** The server's to-do items, shown exactly as answered (it leaves out what the user cannot open). */
  items: readonly BacklogItem[];
  /** Whether the items are loading, failed or here; 'success' by default. */
  status?: TodoListStatus;
  /** Opens the filtered screen or list of an item. */
  onOpen: (key: BacklogKey) => void;
  /** Asks for the items again after a failure; no retry button without it. */
  onRetry?: () => void;
  /** Moves the focus to the first item when shown (the list opened from the keyboard); false by default. */
  autoFocus?: boolean;
}

/**
 * 待办事项 (issue 16 item 3): each kind of to-do with its count, each a button opening its filtered
 * screen; an empty state and a failure with retry.
 */
export function TodoList({ items, status = 'success', onOpen, onRetry, autoFocus = false }: TodoListProps) {
  const { t } = useTranslation('ui');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus && status === 'success') first.current?.focus();
  }, [autoFocus, status]);

  if (status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 16 }}>
        <Spin aria-label={t('header.todo.loading')} />
      </Flex>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('header.todo.failed')}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {t('header.todo.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.todo.empty')} />;
  }
  return (
    <ul
      aria-label={t('header.todo.list')}
      style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 220 }}
    >
      {items.map((item, index) => (
        <li key={item.backlogKey}>
          <Button
            ref={index === 0 ? first : undefined}
            type="text"
            block
            onClick={() => onOpen(item.backlogKey)}
            style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}
          >
            <span>{t(`header.todo.${item.backlogKey}`)}</span>
            <Badge
              count={item.count}
              showZero
              overflowCount={999}
              color={item.count > 0 ? undefined : '#595959'}
            />
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { BUTTON_CODES, type SystemMenu } from '@onsite/domain';
import { LoadFailure, useAppFeedback, useCan, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { systemKeys, useAllMenus } from '../systemQueries';
import { type MenuEditing, MenuFormModal } from './MenuFormModal';
import { type MenuRow, menuRowsOf } from './menuTree';
import { permissionTexts } from './texts';

/**
 * 权限管理 (catalogue key `permission`, D64): the menu tree every user's menu and the role editor read
 * (`/system/menu/list`), directories, screens and buttons as a tree table. 新增 / 新增下级 / 修改 (name,
 * parent, order, visibility), 隐藏 / 显示 in one step, and 删除 after a question; the server refuses a wrong
 * parent, a key or code already used or malformed, and deleting an entry with children or one a role grants,
 * and says why. Each control follows its `system:menu:*` code; users see a change after reloading.
 */
export default function PermissionScreen() {
  const { t } = useAreaTexts(permissionTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { modal, message } = useAppFeedback();
  const showError = useApiErrorMessage();
  const menus = useAllMenus(true);
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const rows = useMemo(() => menuRowsOf(menus.data ?? []), [menus.data]);
  const directoryKeys = useMemo(
    () => (menus.data ?? []).filter((menu) => menu.menuType === 'M').map((menu) => menu.menuId),
    [menus.data],
  );
  const [expanded, setExpanded] = useState<readonly number[] | null>(null);
  const expandedKeys = expanded ?? directoryKeys;

  const refresh = () => queryClient.invalidateQueries({ queryKey: systemKeys.menus() });

  const toggleVisible = async (menu: SystemMenu) => {
    const visible = menu.visible === '0' ? '1' : '0';
    try {
      await client.system.menu.edit({
        menuId: menu.menuId,
        parentId: menu.parentId,
        menuName: menu.menuName,
        icon: menu.icon,
        orderNum: menu.orderNum,
        visible,
      });
    } catch (error) {
      showError(error);
      return;
    }
    void message.success(t(visible === '1' ? 'hidden' : 'shown'));
    await refresh();
  };

  const confirmRemove = (menu: SystemMenu) => {
    modal.confirm({
      title: t('confirmRemove', { name: menu.menuName }),
      okText: t('remove'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await client.system.menu.remove({ menuId: menu.menuId });
        } catch (error) {
          showError(error);
          return;
        }
        void message.success(t('removed'));
        await refresh();
      },
    });
  };

  const columns: TableColumnsType<MenuRow> = [
    {
      title: t('menuName'),
      dataIndex: 'menuName',
      render: (name: string) => <span translate="no">{name}</span>,
    },
    {
      title: t('menuType'),
      dataIndex: 'menuType',
      width: 90,
      render: (type: SystemMenu['menuType']) => <Tag>{t(`types.${type}`)}</Tag>,
    },
    {
      title: t('key'),
      key: 'key',
      render: (_: unknown, menu: MenuRow) => (
        <Typography.Text code translate="no">
          {menu.menuType === 'F' ? menu.perms : menu.menuKey}
        </Typography.Text>
      ),
    },
    { title: t('orderNum'), dataIndex: 'orderNum', width: 80 },
    {
      title: t('visible'),
      dataIndex: 'visible',
      width: 100,
      render: (visible: SystemMenu['visible']) => (
        <Badge status={visible === '0' ? 'success' : 'default'} text={t(`visibleStates.${visible}`)} />
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, menu: MenuRow) => (
        <Space size={0} wrap>
          {can(BUTTON_CODES.menuAdd) && menu.menuType !== 'F' && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'add', parent: menu })}>
              {t('addChild')}
            </Button>
          )}
          {can(BUTTON_CODES.menuEdit) && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', menu })}>
              {t('edit')}
            </Button>
          )}
          {can(BUTTON_CODES.menuEdit) && menu.menuType !== 'F' && (
            <Button type="link" size="small" onClick={() => void toggleVisible(menu)}>
              {menu.visible === '0' ? t('hide') : t('show')}
            </Button>
          )}
          {can(BUTTON_CODES.menuRemove) && (
            <Button type="link" size="small" danger onClick={() => confirmRemove(menu)}>
              {t('remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('table')}
      extra={
        <Space>
          <Button size="small" onClick={() => setExpanded(expanded === null ? [] : null)}>
            {expanded === null ? t('collapseAll') : t('expandAll')}
          </Button>
          {can(BUTTON_CODES.menuAdd) && (
            <Button type="primary" size="small" onClick={() => setEditing({ kind: 'add' })}>
              {t('add')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('reloadHint')}</Typography.Paragraph>
      {menus.isError && (
        <LoadFailure
          title={t('loadFailed')}
          error={menus.error}
          onRetry={() => void menus.refetch()}
          retrying={menus.isFetching}
        />
      )}
      <Table<MenuRow>
        aria-label={t('table')}
        rowKey="menuId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={menus.isPending}
        pagination={false}
        expandable={{
          expandedRowKeys: [...expandedKeys],
          onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
      />
      <MenuFormModal
        editing={editing}
        menus={menus.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}

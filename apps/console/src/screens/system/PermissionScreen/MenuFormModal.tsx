import { MENU_BUTTON_CODE_PATTERN, MENU_KEY_PATTERN, type SystemMenu } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { childTypeOf, parentTypeOf, subtreeIds } from './menuTree';
import { permissionTexts } from './texts';

type MenuType = SystemMenu['menuType'];

interface MenuForm {
  menuType: MenuType;
  parentId?: number;
  menuName: string;
  menuKey?: string;
  perms?: string;
  icon?: string;
  orderNum: number;
  visible: SystemMenu['visible'];
}

/** What the dialog does: add (at the top or under a parent) or edit one entry. */
export type MenuEditing = { kind: 'add'; parent?: SystemMenu } | { kind: 'edit'; menu: SystemMenu };

export interface MenuFormModalProps {
  editing: MenuEditing | null;
  /** Every entry of the tree (the parent picker's choices). */
  menus: readonly SystemMenu[];
  onClose: () => void;
  onSaved: () => void;
}

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

/**
 * 新增 / 修改 a menu entry (D64): type (on add), parent, name, route key (directory, screen) or permission
 * code (button) on add only, icon, order and visibility. The parent picker offers only entries of the kind
 * the type may sit under and never the entry itself or its children; the server checks all of it again.
 */
export function MenuFormModal({ editing, menus, onClose, onSaved }: MenuFormModalProps) {
  const { t } = useAreaTexts(permissionTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<MenuForm>();
  const editingMenu = editing?.kind === 'edit' ? editing.menu : null;
  const chosenType = Form.useWatch('menuType', form) as MenuType | undefined;
  const menuType: MenuType = editingMenu?.menuType ?? chosenType ?? 'M';

  const initialValues = useMemo<Partial<MenuForm>>(() => {
    if (editing?.kind === 'edit') {
      const { menuType: type, parentId, menuName, icon, orderNum, visible } = editing.menu;
      return {
        menuType: type,
        parentId: parentId === 0 ? undefined : parentId,
        menuName,
        icon,
        orderNum,
        visible,
      };
    }
    const parent = editing?.parent;
    return {
      menuType: parent ? childTypeOf(parent.menuType) : 'M',
      parentId: parent?.menuId,
      orderNum: 1,
      visible: '0',
      icon: '',
      menuKey: '',
      perms: '',
    };
  }, [editing]);

  const parentTree = useMemo(() => {
    const wanted = parentTypeOf(menuType);
    const excluded = editingMenu ? subtreeIds(menus, editingMenu.menuId) : new Set<number>();
    const sorted = [...menus]
      .filter((menu) => menu.menuType !== 'F')
      .sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    const nodeOf = (menu: SystemMenu): ParentNode => {
      const children = sorted.filter((child) => child.parentId === menu.menuId).map(nodeOf);
      return {
        value: menu.menuId,
        title: menu.menuName,
        disabled: menu.menuType !== wanted || excluded.has(menu.menuId),
        ...(children.length > 0 ? { children } : {}),
      };
    };
    const ids = new Set(sorted.map((menu) => menu.menuId));
    return sorted.filter((menu) => !ids.has(menu.parentId)).map(nodeOf);
  }, [menus, menuType, editingMenu]);

  const save = async (values: MenuForm) => {
    const common = {
      parentId: values.parentId ?? 0,
      menuName: values.menuName.trim(),
      icon: (values.icon ?? '').trim(),
      orderNum: values.orderNum,
      visible: values.visible,
    };
    if (editingMenu) await client.system.menu.edit({ menuId: editingMenu.menuId, ...common });
    else
      await client.system.menu.add({
        ...common,
        menuType: values.menuType,
        menuKey: values.menuType === 'F' ? '' : (values.menuKey ?? '').trim(),
        perms: values.menuType === 'F' ? (values.perms ?? '').trim() : '',
      });
  };

  const title = editingMenu
    ? t('editTitle', { name: editingMenu.menuName })
    : editing?.kind === 'add' && editing.parent
      ? t('addChildTitle', { name: editing.parent.menuName })
      : t('addTitle');

  return (
    <FormModal<MenuForm>
      open={editing !== null}
      title={title}
      name="menu"
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      successText={t(editingMenu ? 'edited' : 'added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      {!editingMenu && (
        <Form.Item name="menuType" label={t('menuType')}>
          <Radio.Group
            options={(['M', 'C', 'F'] as const).map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="parentId"
        label={t('parent')}
        rules={menuType === 'M' ? [] : [{ required: true, message: t('parentRequired') }]}
      >
        <TreeSelect
          allowClear={menuType === 'M'}
          treeData={parentTree}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder={t('topLevel')}
        />
      </Form.Item>
      <Form.Item
        name="menuName"
        label={t('menuName')}
        rules={[{ required: true, whitespace: true, message: t('required', { label: t('menuName') }) }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      {!editingMenu && menuType !== 'F' && (
        <Form.Item
          name="menuKey"
          label={t('menuKey')}
          rules={[
            { required: true, whitespace: true, message: t('required', { label: t('menuKey') }) },
            { pattern: new RegExp(MENU_KEY_PATTERN), message: t('keyFormat') },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
      )}
      {!editingMenu && menuType === 'F' && (
        <Form.Item
          name="perms"
          label={t('perms')}
          rules={[
            { required: true, whitespace: true, message: t('required', { label: t('perms') }) },
            { pattern: new RegExp(MENU_BUTTON_CODE_PATTERN), message: t('permsFormat') },
          ]}
        >
          <Input maxLength={100} placeholder="system:menu:add" />
        </Form.Item>
      )}
      {menuType !== 'F' && (
        <Form.Item name="icon" label={t('icon')}>
          <Input maxLength={100} />
        </Form.Item>
      )}
      <Form.Item
        name="orderNum"
        label={t('orderNum')}
        rules={[{ required: true, message: t('required', { label: t('orderNum') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="visible" label={t('visible')}>
        <Radio.Group
          options={(['0', '1'] as const).map((value) => ({ value, label: t(`visibleStates.${value}`) }))}
        />
      </Form.Item>
    </FormModal>
  );
}

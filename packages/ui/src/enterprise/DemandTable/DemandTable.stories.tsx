import { demandLists } from '@onsite/api-client/testing';
import type { Demand } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, named, page } from '../../testing/storyKit';
import { DemandTable } from './DemandTable';

const demands: Demand[] = [
  ...(demandLists[1]?.create_order_demand ?? []),
  ...(demandLists[1]?.master_demand ?? []),
];

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/DemandTable',
  component: DemandTable,
  args: {
    demands,
    canEdit: true,
    canDelete: true,
    onUpdate: fn(async () => true),
    onToggle: fn(),
    onDelete: fn(),
    onConfigure: fn(),
  },
} satisfies Meta<typeof DemandTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const editButtons = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('button', { name: named('编辑') });

/** Spec 001 §4: one row at a time; the others' edit buttons are disabled; cancel restores the saved copy. */
export const InlineEditOneRowAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = editButtons(canvas);
    await userEvent.click(first as HTMLElement);
    const editor = canvas.getByRole('textbox', { name: '编辑要求内容' });
    await expect(editor).toHaveValue('下单需填写门锁型号');
    for (const other of editButtons(canvas)) await expect(other).toBeDisabled();
    await userEvent.clear(editor);
    await userEvent.type(editor, '改过的要求');
    await userEvent.click(canvas.getByRole('button', { name: named('取消') }));
    await expect(canvas.getByText('下单需填写门锁型号')).toBeVisible();
    await expect(canvas.queryByText('改过的要求')).toBeNull();
    for (const button of editButtons(canvas)) await expect(button).toBeEnabled();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** A saved edit sends the trimmed text and leaves edit mode. */
export const SaveEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButtons(canvas)[2] as HTMLElement);
    const editor = canvas.getByRole('textbox', { name: '编辑要求内容' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '  师傅需穿工服并戴鞋套 ');
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expect(args.onUpdate).toHaveBeenCalledWith(4, '师傅需穿工服并戴鞋套');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

/** Spec 001 §5: an edited text may not be empty (要求不能为空！). */
export const EmptyEditRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButtons(canvas)[0] as HTMLElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '编辑要求内容' }));
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '要求不能为空！');
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: '编辑要求内容' })).toBeVisible();
  },
};

/** Delete asks 您确定删除本数据吗？ first; only the confirmation deletes. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: named('删除') })[0] as HTMLElement);
    const body = page(canvasElement);
    const question = await body.findByText('您确定删除本数据吗？');
    await waitFor(() => expect(question).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: named('取消') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole('button', { name: named('删除') })[0] as HTMLElement);
    await userEvent.click(await body.findByRole('button', { name: named('确定') }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};

/** An enabled demand offers 禁用, a disabled one 启用. */
export const EnableAndDisable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('已启用')).toHaveLength(2);
    await expect(canvas.getByText('已禁用')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: named('启用') }));
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ demandId: 2, disabledFlag: 1 }),
    );
    await userEvent.click(canvas.getAllByRole('button', { name: named('禁用') })[0] as HTMLElement);
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ demandId: 1 }));
  },
};

/** Without edit or delete permission (or read-only) the actions column is gone. */
export const ReadOnly: Story = {
  args: { canEdit: false, canDelete: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('下单需填写门锁型号')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Delete only: no edit buttons. */
export const DeleteOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: named('编辑') })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: named('删除') })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { demands: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无要求')).toBeVisible();
  },
};

import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectShown,
  expectToast,
  fileInputOf,
  named,
  page,
  pictureFile,
  recording,
  userOf,
} from '../../testing/storyKit';
import { DemandTabs } from './DemandTabs';

const { demand, demandPic } = contract.enterprise;
/** What the server received, per call. */
const sent = { add: fn(), update: fn(), enable: fn(), disable: fn(), remove: fn(), pictures: fn() };

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/DemandTabs',
  component: DemandTabs,
  args: { enterpriseId: 1, editable: true },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
  beforeEach: ({ msw }) => {
    for (const spy of Object.values(sent)) spy.mockClear();
    msw.use(
      recording(demand.add, sent.add),
      recording(demand.update, sent.update),
      recording(demand.enable, sent.enable),
      recording(demand.disable, sent.disable),
      recording(demand.remove, sent.remove),
      recording(demandPic.add, sent.pictures),
    );
  },
} satisfies Meta<typeof DemandTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const editButtons = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('button', { name: named('编辑') });

/** Spec 001 §4: one row at a time, others disabled, cancel restores; a save sends demandId and text. */
export const InlineEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(editButtons(canvas)[0] as HTMLElement);
    await expect(editButtons(canvas)[0]).toBeDisabled();
    const editor = canvas.getByRole('textbox', { name: '编辑要求内容' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '不该保存的文字');
    await userEvent.click(canvas.getByRole('button', { name: named('取消') }));
    await expect(canvas.getByText('下单需填写门锁型号')).toBeVisible();
    await expect(sent.update).not.toHaveBeenCalled();

    await userEvent.click(editButtons(canvas)[1] as HTMLElement);
    const second = canvas.getByRole('textbox', { name: '编辑要求内容' });
    await expect(second).toHaveValue('需上传门框照片');
    await userEvent.clear(second);
    await userEvent.type(second, '需上传门框和门洞照片');
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(sent.update).toHaveBeenCalledWith({ demandId: 2, demandContent: '需上传门框和门洞照片' });
  },
};

/**
 * Issue 15 item 8: one row in edit across the five tabs. In 派单要求 编辑 is disabled and the tab
 * says where the edit is; 返回编辑 (by keyboard) goes back to it with the typed text kept and
 * focused; once it is saved, 派单要求 can be edited again.
 */
export const OneEditAcrossTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(editButtons(canvas)[0] as HTMLElement);
    const editor = canvas.getByRole('textbox', { name: '编辑要求内容' });
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.clear(editor);
    await userEvent.type(editor, '下单需填写门锁型号和颜色');

    await userEvent.click(canvas.getByRole('tab', { name: '派单要求' }));
    const dispatch = within(await canvas.findByRole('tabpanel', { name: '派单要求' }));
    await expect(dispatch.getByText('优先派给持证师傅')).toBeVisible();
    await expect(dispatch.getByRole('button', { name: named('编辑') })).toBeDisabled();
    await expect(dispatch.queryByRole('textbox', { name: '编辑要求内容' })).toBeNull();
    await expect(
      dispatch.getByText('「开单要求」中有一条要求正在编辑，请先保存或取消，再编辑其他要求。'),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /开单要求.*有要求正在编辑/ })).toBeVisible();

    dispatch.getByRole('button', { name: '返回编辑' }).focus();
    await userEvent.keyboard('{Enter}');
    const create = within(await canvas.findByRole('tabpanel', { name: /开单要求/ }));
    const kept = create.getByRole('textbox', { name: '编辑要求内容' });
    await expect(kept).toHaveValue('下单需填写门锁型号和颜色');
    await waitFor(() => expect(kept).toHaveFocus());
    await userEvent.click(create.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(sent.update).toHaveBeenCalledWith({
      demandId: 1,
      demandContent: '下单需填写门锁型号和颜色',
    });

    await userEvent.click(canvas.getByRole('tab', { name: '派单要求' }));
    const after = within(await canvas.findByRole('tabpanel', { name: '派单要求' }));
    await waitFor(() => expect(after.getByRole('button', { name: named('编辑') })).toBeEnabled());
    await expect(after.queryByText(/正在编辑/)).toBeNull();
  },
};

/** Issue 15 item 8: a cancelled edit, after a visit to another tab, restores the text and frees every tab. */
export const CancelAfterSwitchingTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(editButtons(canvas)[1] as HTMLElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '编辑要求内容' }), '，不要保存');
    await userEvent.click(canvas.getByRole('tab', { name: '师傅要求' }));
    const master = within(await canvas.findByRole('tabpanel', { name: '师傅要求' }));
    await expect(master.getByRole('button', { name: named('编辑') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: /开单要求/ }));
    const create = within(await canvas.findByRole('tabpanel', { name: /开单要求/ }));
    await expect(create.getByRole('textbox', { name: '编辑要求内容' })).toHaveValue(
      '需上传门框照片，不要保存',
    );
    await userEvent.click(create.getByRole('button', { name: named('取消') }));
    await expect(create.getByText('需上传门框照片')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '开单要求' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '师傅要求' }));
    const masterAgain = within(await canvas.findByRole('tabpanel', { name: '师傅要求' }));
    await expect(masterAgain.getByRole('button', { name: named('编辑') })).toBeEnabled();
    await expect(sent.update).not.toHaveBeenCalled();
  },
};

/** Spec 001 §5: an empty requirement says 要求不能为空！ and nothing is sent; a filled one is added. */
export const AddRequirement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = await canvas.findByRole('textbox', { name: '新增开单要求' });
    await userEvent.click(canvas.getByRole('button', { name: named('提交') }));
    await expectToast(canvasElement, '要求不能为空！');
    await expect(sent.add).not.toHaveBeenCalled();
    await userEvent.type(textarea, '需拍摄旧锁照片');
    await userEvent.click(canvas.getByRole('button', { name: named('提交') }));
    await expectToast(canvasElement, '保存成功');
    await expect(sent.add).toHaveBeenCalledWith({
      enterpriseId: 1,
      demandType: 'create_order_demand',
      demandContent: '需拍摄旧锁照片',
    });
    await waitFor(() => expect(textarea).toHaveValue(''));
  },
};

/** Delete asks 您确定删除本数据吗？ and says 删除成功. */
export const DeleteRequirement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(canvas.getAllByRole('button', { name: named('删除') })[0] as HTMLElement);
    const question = await page(canvasElement).findByText('您确定删除本数据吗？');
    await waitFor(() => expect(question).toBeVisible());
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '删除成功');
    await expect(sent.remove).toHaveBeenCalledWith({ demandId: 1 });
  },
};

/** 禁用 an enabled demand (禁用成功) and 启用 a disabled one (启用成功). */
export const DisableAndEnable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(canvas.getByRole('button', { name: named('禁用') }));
    await expectToast(canvasElement, '禁用成功');
    await expect(sent.disable).toHaveBeenCalledWith({ demandId: 1 });
    await userEvent.click(canvas.getByRole('button', { name: named('启用') }));
    await expectToast(canvasElement, '启用成功');
    await expect(sent.enable).toHaveBeenCalledWith({ demandId: 2 });
  },
};

/** A refused action shows the server's msg. */
export const ActionRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(demand.disable, '该要求已被工单引用，不能禁用'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(canvas.getByRole('button', { name: named('禁用') }));
    await expectToast(canvasElement, '该要求已被工单引用，不能禁用');
  },
};

/** The write-off tab: its picture plus an upload, submitted as that tab's pictures. */
export const SubmitPictures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '核销要求' }));
    const panel = await canvas.findByRole('tabpanel', { name: '核销要求' });
    await expectShown(within(panel).findByText('核销需客户签字'));
    await userEvent.upload(fileInputOf(panel), pictureFile('sign.png'));
    await expectToast(canvasElement, '上传成功');
    await userEvent.click(within(panel).getByRole('button', { name: '提交图片' }));
    await expectToast(canvasElement, '保存成功');
    await expect(sent.pictures).toHaveBeenCalledWith({
      enterpriseId: 1,
      picType: 'writeoff_demand',
      filePaths: ['enterprise/1/demand-sign.jpg', 'enterprise/2024/06/sign.png'],
    });
  },
};

/** Each code gates its action: add only (no edit, no delete). */
export const AddOnly: Story = {
  parameters: {
    user: { userId: 9, userType: '01', buttons: ['viewEnterpriseSetting', 'addEnterpriseRequest'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await expect(canvas.getByRole('textbox', { name: '新增开单要求' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: named('编辑') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: named('删除') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '提交图片' })).toBeNull();
  },
};

/** Read-only: the rows and pictures only. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

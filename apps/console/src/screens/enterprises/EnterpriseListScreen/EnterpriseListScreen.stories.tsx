import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { dialogNamed, expectShown, named, page, recording, rowOf, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import EnterpriseListScreen from './EnterpriseListScreen';

const { management } = contract.enterprise;
const listed = fn();
const disabled = fn();
const added = fn();

const meta = {
  title: 'Console/Enterprises/EnterpriseListScreen',
  component: EnterpriseListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/enterpriseList',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, disabled, added]) spy.mockClear();
    msw.use(
      recording(management.list, listed),
      recording(management.disable, disabled),
      recording(management.add, added),
    );
  },
} satisfies Meta<typeof EnterpriseListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page with labels, balances as money and the administrator's actions. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await expect(row.getByText('12580.50')).toBeVisible();
    await expect(row.getByText('锁企')).toBeVisible();
    await expect(screen.getByRole('button', { name: /新\s*增\s*企\s*业/ })).toBeVisible();
    await expect(screen.getByText(/共计 \d+ 项条目/)).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
  },
};

/** Filters in the URL apply on arrival and show in the form. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/enterprise/enterpriseList?enterpriseName=安居&types=0&forbiddenStatus=0' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ enterpriseName: '安居', types: '0', forbiddenStatus: '0' }),
        ),
      SLOW,
    );
    const screen = page(canvasElement);
    await expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue('安居');
    await expect(await rowOf(canvasElement, '深圳安居智能锁业有限公司')).toBeTruthy();
  },
};

/** 禁用 asks first; confirmed, it disables that enterprise, says 禁用成功 and reloads the list. */
export const ConfirmedDisable: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    const callsBefore = listed.mock.calls.length;
    await userEvent.click(row.getByRole('button', { name: named('禁用') }));
    const question = await screen.findByText('确定要禁用该企业吗？', {}, SLOW);
    await waitFor(() => expect(question).toBeVisible(), SLOW);
    await expect(disabled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(disabled).toHaveBeenCalledWith({ enterpriseId: 1 }), SLOW);
    await expectShown(screen.findByText('禁用成功', {}, SLOW));
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(callsBefore), SLOW);
  },
};

/** 企业设置 under 更多 opens the details dialog on tab 3, editable for the administrator. */
export const OpensTheDialogOnTab3: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await userEvent.click(row.getByRole('button', { name: named('更多') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '企业设置' }));
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: '企业设置' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expectShown(dialog.findByText('下单需填写门锁型号', {}, SLOW));
    // Editable for the administrator: the requirement rows offer 编辑.
    await expect((await dialog.findAllByRole('button', { name: /编\s*辑/ }, SLOW)).length).toBeGreaterThan(0);
  },
};

/** The viewer: no add, no state changes; the dialog opens read-only, with nothing to submit. */
export const ReadOnlyUser: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await expect(screen.queryByRole('button', { name: /新\s*增\s*企\s*业/ })).toBeNull();
    for (const action of ['禁用', '启用', '删除', '恢复'])
      await expect(row.queryByRole('button', { name: named(action) })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('详情') }));
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await waitFor(
      () => expect(dialog.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'),
      SLOW,
    );
    await expect(dialog.getByLabelText('企业名称')).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('button', { name: /提\s*交|保\s*存|上传/ })).toBeNull();
  },
};

/** 新增企业 checks the form before sending: nothing goes out until the names and account are given. */
export const AddEnterprise: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增\s*企\s*业/ }));
    const form = await dialogNamed(canvasElement, '新增企业');
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await expectShown(form.findByText('请输入企业名称'));
    await expectShown(form.findByText('请输入企业简称'));
    await expectShown(form.findByText('请至少选择一种安装类型'));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('企业名称'), '宁波新锁科技有限公司');
    await userEvent.type(form.getByLabelText('企业简称'), '新锁科技');
    await userEvent.click(form.getByLabelText('安装类型'));
    await userEvent.click(await screen.findByTitle('门锁安装'));
    await userEvent.type(form.getByLabelText('登录账号'), 'xinsuo');
    await userEvent.type(form.getByLabelText('联系电话'), '1380000');
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await expectShown(form.findByText('请输入11位联系方式'));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('联系电话'), '9999');
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await waitFor(
      () =>
        expect(added).toHaveBeenCalledWith(
          expect.objectContaining({
            enterpriseName: '宁波新锁科技有限公司',
            installTypes: ['1'],
            phone: '13800009999',
          }),
        ),
      SLOW,
    );
    await expectShown(screen.findByText('保存成功', {}, SLOW));
  },
};

import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import SourceScreen from './SourceScreen';

const calls = contract.enterprise.source;
const added = fn();

const meta = {
  title: 'Console/Enterprises/SourceScreen',
  component: SourceScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/source',
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
    user: userOf('enterprise'),
  },
  beforeEach: ({ msw }) => {
    added.mockClear();
    msw.use(recording(calls.add, added));
    return signInAs('enterprise');
  },
} satisfies Meta<typeof SourceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An enterprise user adds a source to their own enterprise (no enterprise to choose): a code with
 * other characters is refused in the form, a code the enterprise has is refused by the server with
 * its message, a new one is added.
 */
export const AddOwnSource: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '天猫');
    await expect(page(canvasElement).queryByText('掌上营业厅')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增来源') }));
    const dialog = await dialogTitled(canvasElement, '新增订单来源');
    await expect(dialog.queryByRole('combobox', { name: '企业' })).toBeNull();
    const code = dialog.getByRole('textbox', { name: '来源编码' });
    await userEvent.type(code, '天猫');
    await userEvent.type(dialog.getByRole('textbox', { name: '来源名称' }), '天猫二店');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('编码只能包含字母、数字、下划线和短横线', {}, SLOW));
    await userEvent.clear(code);
    await userEvent.type(code, 'TMALL');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '来源编码「TMALL」在该企业已存在');
    await userEvent.clear(code);
    await userEvent.type(code, 'TMALL2');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '新增成功');
    await expect(added).toHaveBeenLastCalledWith({
      enterpriseId: 1,
      sourceCode: 'TMALL2',
      sourceName: '天猫二店',
      remark: '',
    });
  },
};

/** 删除 of a source orders name: asked first, then the server's refusal shows. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '天猫');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectShown(page(canvasElement).findByText('确认删除订单来源「天猫」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '订单来源「天猫」已被 5 个订单使用，不能删除，可以禁用');
  },
};

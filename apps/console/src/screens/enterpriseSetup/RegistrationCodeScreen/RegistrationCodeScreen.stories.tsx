import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, FIXTURE_ISSUED_CODE } from '@onsite/api-client/testing';
import {
  chooseOption,
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
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import RegistrationCodeScreen from './RegistrationCodeScreen';

const calls = contract.enterprise.registrationCode;
const listed = fn();
const added = fn();
const rotated = fn();

const meta = {
  title: 'Console/EnterpriseSetup/RegistrationCodeScreen',
  component: RegistrationCodeScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/registration',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, rotated]) spy.mockClear();
    msw.use(recording(calls.list, listed), recording(calls.add, added), recording(calls.rotate, rotated));
  },
} satisfies Meta<typeof RegistrationCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each code with its enterprise, masked code, state, uses, expiry and creator; the filters come from the URL. */
export const Listed: Story = {
  parameters: { route: '/enterprise/registration?enterpriseId=2' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '2', pageNum: '1' })),
      SLOW,
    );
    const usedUp = await rowOf(canvasElement, '******K2PD');
    await expect(usedUp.getByText('已用完')).toBeVisible();
    await expect(usedUp.getByText('1 / 1')).toBeVisible();
    await expect(usedUp.getByText('李市场')).toBeVisible();
    const disabled = await rowOf(canvasElement, '******M4TW');
    await expect(disabled.getByText('已禁用')).toBeVisible();
    await expect(disabled.getByRole('button', { name: named('启用') })).toBeVisible();
    await expect(disabled.queryByRole('button', { name: named('禁用') })).toBeNull();
  },
};

/**
 * 生成注册码: the enterprise is required; the code then shows once, copyable, and is gone when the
 * dialog closes (the list shows codes masked only).
 */
export const IssueShowsTheCodeOnce: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await rowOf(canvasElement, '******7QXM');
    await userEvent.click(screen.getByRole('button', { name: named('生成注册码') }));
    const form = await dialogTitled(canvasElement, '生成注册码');
    await userEvent.click(form.getByRole('button', { name: named('生成') }));
    await expectShown(form.findByText('请选择企业', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await chooseOption(form.getByRole('combobox', { name: '企业' }), '深圳安居智能锁业有限公司');
    await userEvent.clear(form.getByRole('spinbutton', { name: '可使用次数' }));
    await userEvent.type(form.getByRole('spinbutton', { name: '可使用次数' }), '5');
    await userEvent.click(form.getByRole('button', { name: named('生成') }));
    await expectToast(canvasElement, '注册码已生成');
    await expect(added).toHaveBeenCalledWith({
      enterpriseId: 1,
      expireTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 23:59:59$/),
      maxUses: 5,
    });
    const reveal = await dialogTitled(canvasElement, '注册码');
    await expect(reveal.getByRole('status', { name: '注册码' })).toHaveTextContent(FIXTURE_ISSUED_CODE);
    await expect(reveal.getByText('企业：深圳安居智能锁业有限公司')).toBeVisible();
    await expect(reveal.getByRole('button', { name: /复制/ })).toBeVisible();
    await userEvent.click(reveal.getByRole('button', { name: named('我已保存') }));
    await waitFor(() => expect(canvasElement.ownerDocument.body).not.toHaveTextContent(FIXTURE_ISSUED_CODE));
  },
};

/** 更换 asks first (the old code stops at once), then shows the new code once. */
export const RotateAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '******H8ZA');
    await userEvent.click(row.getByRole('button', { name: named('更换') }));
    await expectShown(page(canvasElement).findByText('更换后旧注册码立即失效，确定更换吗？', {}, SLOW));
    await expect(rotated).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '注册码已更换，旧注册码已失效');
    await expect(rotated).toHaveBeenCalledWith({ codeId: 3 });
    const reveal = await dialogTitled(canvasElement, '注册码');
    await expect(reveal.getByRole('status', { name: '注册码' })).toHaveTextContent(FIXTURE_ISSUED_CODE);
  },
};

/** 禁用 asks first; the server's refusal shows as it says it. */
export const DisableRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.disable, '注册码已停用')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '******7QXM');
    await userEvent.click(row.getByRole('button', { name: named('禁用') }));
    await expectShown(page(canvasElement).findByText('禁用后该注册码不能再注册，确定禁用吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '注册码已停用');
  },
};

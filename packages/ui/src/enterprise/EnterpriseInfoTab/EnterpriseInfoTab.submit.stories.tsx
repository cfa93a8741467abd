import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, networkErrorHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseLabelledOption, expectTextShown, expectToast } from '../../testing/storyKit';
import { EnterpriseInfoTab } from './EnterpriseInfoTab';
import { recording } from './testing/msw';

const { management, customInfo } = contract.enterprise;
const updates = fn();
const customInfoSaves = fn();

/** Submitting the tab: what the update sends, its validations and its outcomes (spec 001 §5, §7, §8, D5). */
const meta = {
  title: 'EnterpriseInfoTab/EnterpriseInfoTab/Submit',
  component: EnterpriseInfoTab,
  args: { enterpriseId: 1, editable: true, onSaved: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    updates.mockClear();
    customInfoSaves.mockClear();
    msw.use(recording(management.update, updates), recording(customInfo.save, customInfoSaves));
  },
} satisfies Meta<typeof EnterpriseInfoTab>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'), {
    timeout: 5000,
  });
  return canvas;
}
const submitButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: '提交' });
const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));
/** The body of the last update the server received. */
const sentBody = () => {
  const request = updates.mock.lastCall?.[0] as { body: Record<string, unknown> } | undefined;
  if (request === undefined) throw new Error('no update was sent');
  return request.body;
};

/** The update carries the full form, install types, contacts per type, lists and switches; 保存成功 and onSaved. */
export const SavesTheFullForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByLabelText('企业简称'), '（深圳）');
    await userEvent.type(canvas.getByRole('textbox', { name: '客服姓名' }), '2');
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '保存成功');
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await expect(sentBody()).toMatchObject({
      enterpriseId: 1,
      enterpriseName: '深圳安居智能锁业有限公司',
      enterpriseSysName: '安居锁业（深圳）',
      createTime: '2024-01-02 10:00',
      installTypes: ['1', '3'],
      installationUsers: {
        '1': expect.objectContaining({ installType: '1', customerServiceName: '安居客服2' }),
        '3': expect.objectContaining({ installType: '3', principalName: '安居售后经理' }),
      },
      needSaleOrderCode: 0,
      needAccessories: 1,
      orderPrincipals: [2, 6],
      contacts: [
        expect.objectContaining({ contactId: 1, defaultStatus: 0 }),
        expect.objectContaining({ contactId: 2, defaultStatus: 1 }),
      ],
      enterpriseSendBack: [{ requirement: '旧锁需拍照后寄回' }, { requirement: '包装完好' }],
    });
    await expect(sentBody()).not.toHaveProperty('enterpriseContracts');
    // Custom info unchanged: no save call.
    await expect(customInfoSaves).not.toHaveBeenCalled();
    // The loading state ended: the button's name no longer carries the spinner's.
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
  },
};

/** Spec 001 §5: empty name and short name say 请输入企业名称 / 请输入企业简称; nothing is sent. */
export const NamesRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.clear(canvas.getByLabelText('企业名称'));
    await userEvent.clear(canvas.getByLabelText('企业简称'));
    await userEvent.click(submitButton(canvas));
    await expectTextShown(within(canvasElement), '请输入企业名称');
    await expectTextShown(within(canvasElement), '请输入企业简称');
    await expect(updates).not.toHaveBeenCalled();
  },
};

/**
 * Return addresses (spec 001 §4, §5): deleting the default promotes the first remaining one,
 * choosing another makes it default, at most 5; a bad phone and an incomplete row block the submit.
 */
export const ReturnAddressRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const addresses = region(canvasElement, '旧件寄回地址');
    const defaultOf = (index: number) => addresses.getByRole('radio', { name: `第 ${index} 个地址设为默认` });

    await userEvent.click(addresses.getByRole('button', { name: '删除第 1 个地址' }));
    await expect(defaultOf(1)).toBeChecked();
    await expect(addresses.getByRole('textbox', { name: '第 1 个地址的联系人' })).toHaveValue('吴仓管');

    const add = addresses.getByRole('button', { name: '新增地址' });
    for (let count = 2; count <= 5; count += 1) await userEvent.click(add);
    await expect(add).toBeDisabled();
    await userEvent.click(defaultOf(2));
    await expect(defaultOf(1)).not.toBeChecked();

    // Row 2 started but incomplete.
    await userEvent.type(addresses.getByRole('textbox', { name: '第 2 个地址的联系人' }), '新仓管');
    await userEvent.click(submitButton(canvas));
    await expectTextShown(within(canvasElement), '旧件寄回地址填写不完整!');
    await expect(updates).not.toHaveBeenCalled();

    await userEvent.type(addresses.getByRole('textbox', { name: '第 2 个地址的联系方式' }), '1234567890');
    await userEvent.type(addresses.getByRole('textbox', { name: '第 2 个地址的寄回地址' }), '新仓库');
    await userEvent.click(submitButton(canvas));
    await expectTextShown(within(canvasElement), '请输入11位联系方式');
    await expect(updates).not.toHaveBeenCalled();

    const phone = addresses.getByRole('textbox', { name: '第 2 个地址的联系方式' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '13700000000');
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '保存成功');
    // The blank rows 3–5 are dropped; the chosen default is kept.
    await expect(sentBody().contacts).toEqual([
      {
        contactId: 2,
        contact: '吴仓管',
        phoneNumber: '13912340006',
        address: '广州市天河区员村仓库',
        defaultStatus: 1,
      },
      { contact: '新仓管', phoneNumber: '13700000000', address: '新仓库', defaultStatus: 0 },
    ]);
  },
};

/** Spec 001 §5: send requirements are trimmed, the empty ones dropped, at most 5 of 20 characters. */
export const SendRequirementsNormalized: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const list = region(canvasElement, '寄件要求');
    const add = list.getByRole('button', { name: '新增要求' });
    await userEvent.click(add);
    await userEvent.type(list.getByRole('textbox', { name: '第 3 条寄件要求' }), '  需要拍照  ');
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await userEvent.type(
      list.getByRole('textbox', { name: '第 5 条寄件要求' }),
      '一二三四五六七八九十一二三四五六七八九十超出',
    );
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '保存成功');
    await expect(sentBody().enterpriseSendBack).toEqual([
      { requirement: '旧锁需拍照后寄回' },
      { requirement: '包装完好' },
      { requirement: '需要拍照' },
      { requirement: '一二三四五六七八九十一二三四五六七八九十' },
    ]);
  },
};

/** Spec 001 §4: a settlement other than weekly or monthly clears the return-money type and day. */
export const SettlementClearsReturnMoney: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await canvas.findByText('每月 15 日');
    await chooseLabelledOption(canvasElement, '结算周期', '单结');
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '保存成功');
    await expect(sentBody()).toMatchObject({
      enterpriseSettlementType: '0',
      returnedMoneyType: null,
      returnedMoneyDate: null,
    });
  },
};

/** D5: the server refuses (code ≠ 0): its msg as an error toast; the button stops loading; no onSaved. */
export const ServerRefuses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(management.update, '企业名称已存在'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '企业名称已存在');
    await expect(canvas.queryByText('保存成功')).toBeNull();
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** D5: a thrown failure (no answer) says 系统错误，请稍后再试; the button stops loading. */
export const NetworkFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(networkErrorHandler(management.update));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '系统错误，请稍后再试');
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Changed custom info is saved after the update, with its id and the sales-order-code value just sent. */
export const SavesCustomInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const info = await canvas.findByLabelText('自定义信息2');
    await userEvent.type(info, '周五对账');
    await userEvent.click(canvas.getByRole('switch', { name: '需要销售单号' }));
    await userEvent.click(submitButton(canvas));
    await expectToast(canvasElement, '保存成功');
    await expect(sentBody().needSaleOrderCode).toBe(1);
    await expect(customInfoSaves).toHaveBeenCalledWith({
      query: {},
      body: expect.objectContaining({
        enterpriseId: 1,
        customInfoId: 1,
        info2: '周五对账',
        needSaleOrderCode: 1,
      }),
    });
  },
};

import { contract } from '@onsite/api-client';
import { createHandlers, slowHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  dialogNamed,
  expectShown,
  expectToast,
  failingOnce,
  fileInputOf,
  named,
  pictureFile,
  recording,
  userOf,
} from '../../testing/storyKit';
import { EnterpriseSettingsTab } from './EnterpriseSettingsTab';

const { guarantee } = contract.enterprise;
const savedSettings = fn();

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/EnterpriseSettingsTab',
  component: EnterpriseSettingsTab,
  args: { enterpriseId: 1, editable: true },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
  beforeEach: ({ msw }) => {
    savedSettings.mockClear();
    msw.use(recording(guarantee.save, savedSettings));
  },
} satisfies Meta<typeof EnterpriseSettingsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('tabpanel', { name }));

/** The settings of 门锁安装 are saved with the enterprise id through guarantee/save. */
export const SaveSettings: Story = {
  play: async ({ canvasElement }) => {
    const card = await panelOf(canvasElement, '门锁安装');
    await userEvent.click(card.getByRole('switch', { name: '短信通知' }));
    await userEvent.click(card.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(savedSettings).toHaveBeenCalledWith({
      enterpriseId: 1,
      installType: '1',
      smsNoticeFlag: 0,
      serialNoFlag: 1,
      urgentRatio: 20,
      serialDiagram: 'enterprise/1/barcode-1.png,enterprise/1/barcode-2.png',
      data: [
        { guaranteeId: 1, orderType: 1, guaranteeTime: 365, relationOrderType: [5], remark: '整锁保修一年' },
      ],
    });
  },
};

/** Spec 001 §5 barcode rule, through the real upload call: no picture, no switch; one picture, saved. */
export const BarcodeRule: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: '售后维修' }));
    const card = await panelOf(canvasElement, '售后维修');
    const barcode = card.getByRole('switch', { name: '产品条形码' });
    await userEvent.click(barcode);
    await expectToast(canvasElement, '产品条形码打开，至少上传一张示例图！');
    await expect(barcode).not.toBeChecked();
    const panel = await within(canvasElement).findByRole('tabpanel', { name: '售后维修' });
    await userEvent.upload(fileInputOf(panel), pictureFile('lock-barcode.png'));
    await expectToast(canvasElement, '上传成功');
    await userEvent.click(barcode);
    await userEvent.click(card.getByRole('button', { name: named('保存') }));
    await waitFor(() =>
      expect(savedSettings).toHaveBeenCalledWith(
        expect.objectContaining({
          installType: '3',
          serialNoFlag: 1,
          serialDiagram: 'enterprise/2024/06/lock-barcode.png',
        }),
      ),
    );
    // A person waits for the answer: the save button stops loading once 保存成功 shows.
    await expectToast(canvasElement, '保存成功');
  },
};

/** Spec 001 §5: the urgent ratio is brought back into 0–100 before it is saved. */
export const UrgentRatioBounds: Story = {
  play: async ({ canvasElement }) => {
    const card = await panelOf(canvasElement, '门锁安装');
    const ratio = card.getByRole('spinbutton', { name: '加急比例' });
    await userEvent.clear(ratio);
    await userEvent.type(ratio, '250');
    await userEvent.tab();
    await waitFor(() => expect(ratio).toHaveValue('100'));
    await userEvent.click(card.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(savedSettings).toHaveBeenCalledWith(expect.objectContaining({ urgentRatio: 100 }));
  },
};

/** A viewer: switches disabled, the ratio as text, no buttons besides the tabs. */
export const Viewer: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await panelOf(canvasElement, '门锁安装');
    await expect(card.getByRole('switch', { name: '短信通知' })).toBeDisabled();
    await expect(card.getByText('20%')).toBeVisible();
    await expectShown(canvas.findByText('下单需填写门锁型号'));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The demand list fails: its error and retry show, the settings above still save. */
export const DemandsFail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(contract.enterprise.demand.list, '要求服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByText('企业要求加载失败'));
    const card = await panelOf(canvasElement, '门锁安装');
    await userEvent.click(card.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expectShown(canvas.findByText('下单需填写门锁型号'));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      slowHandler(guarantee.list, Number.POSITIVE_INFINITY),
      slowHandler(contract.enterprise.demand.list, Number.POSITIVE_INFINITY),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByRole('status', { name: '正在加载安装类型设置…' }));
    await expect(canvas.getByRole('status', { name: '正在加载企业要求…' })).toBeVisible();
    // The pictures answered: their section is there while the demands still load.
    await expectShown(canvas.findByText('开单要求示例图'));
  },
};

/** The telecom enterprise: one install type, no demands yet. */
export const TelecomEnterprise: Story = {
  args: { enterpriseId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByRole('tab', { name: '宽带安装' }));
    const card = await panelOf(canvasElement, '宽带安装');
    await expect(card.getByRole('spinbutton', { name: '加急比例' })).toHaveValue('10');
    await expect(canvas.getAllByText('暂无要求')[0]).toBeVisible();
  },
};

/** 配置 opens the demand configuration of that demand. */
export const ConfigureDemand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('下单需填写门锁型号');
    await userEvent.click(canvas.getAllByRole('button', { name: named('配置') })[0] as HTMLElement);
    const dialog = await dialogNamed(canvasElement, '需求配置');
    await expectShown(dialog.findByText('AJ-S1 指纹锁'));
  },
};

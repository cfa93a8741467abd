import { installTypeSettings } from '@onsite/api-client/testing';
import type { InstallTypeSetting } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, fileInputOf, named, pictureFile } from '../../testing/storyKit';
import { storedPictureHandler, withSignedInClient } from '../../widgets/PictureUpload/storedPictureStoryKit';
import { InstallTypeSettingCard } from './InstallTypeSettingCard';

const lockSetting = installTypeSettings[1]?.[0] as InstallTypeSetting;
const repairSetting = installTypeSettings[1]?.[1] as InstallTypeSetting;
const picturesOf = (setting: InstallTypeSetting) =>
  setting.serialDiagram
    .split(',')
    .filter(Boolean)
    .map((path) => ({ path }));

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/InstallTypeSettingCard',
  component: InstallTypeSettingCard,
  // The pictures are fetched with the session's token header (issue 15 item 1).
  decorators: [withSignedInClient],
  parameters: { msw: { handlers: [storedPictureHandler()] } },
  args: {
    setting: lockSetting,
    pictures: picturesOf(lockSetting),
    orderTypes: [
      { value: 1, label: '智能门锁安装' },
      { value: 2, label: '门锁换芯' },
    ],
    relationOrderTypes: [
      { value: 1, label: '智能门锁安装' },
      { value: 2, label: '门锁换芯' },
      { value: 5, label: '上门维修' },
    ],
    upload: fn(async (file: File) => ({ path: `enterprise/2024/06/${file.name}` })),
    editable: true,
    onSave: fn(),
  },
} satisfies Meta<typeof InstallTypeSettingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: named('保存') }));

/** The saved settings of 门锁安装 go back unchanged, pictures joined by commas. */
export const SaveUnchanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '短信通知' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: '产品条形码' })).toBeChecked();
    await save(canvas);
    await expect(args.onSave).toHaveBeenCalledWith({
      installType: '1',
      smsNoticeFlag: 1,
      serialNoFlag: 1,
      urgentRatio: 20,
      serialDiagram: 'enterprise/1/barcode-1.png,enterprise/1/barcode-2.png',
      data: [
        { guaranteeId: 1, orderType: 1, guaranteeTime: 365, relationOrderType: [5], remark: '整锁保修一年' },
      ],
    });
  },
};

/** Spec 001 §5: the barcode switch turns on only with an example picture; after an upload it does. */
export const BarcodeNeedsAPicture: Story = {
  args: { setting: repairSetting, pictures: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const barcode = canvas.getByRole('switch', { name: '产品条形码' });
    await userEvent.click(barcode);
    await expectToast(canvasElement, '产品条形码打开，至少上传一张示例图！');
    await expect(barcode).not.toBeChecked();

    await userEvent.upload(fileInputOf(canvasElement), pictureFile());
    await expectToast(canvasElement, '上传成功');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await userEvent.click(barcode);
    await expect(barcode).toBeChecked();
    await save(canvas);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ serialNoFlag: 1, serialDiagram: 'enterprise/2024/06/barcode.png' }),
    );
  },
};

/** Removing the last picture while the switch is on blocks the save with the same message. */
export const SaveWithoutPictureRefused: Story = {
  args: { pictures: picturesOf(lockSetting).slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /remove|删除文件/i }));
    await save(canvas);
    await expectToast(canvasElement, '产品条形码打开，至少上传一张示例图！');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** At most 3 pictures: with 3 the upload button is gone. */
export const AtMostThreePictures: Story = {
  args: {
    pictures: [1, 2, 3].map((index) => ({ path: `enterprise/1/barcode-${index}.png` })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /图片/ })).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};

/** Spec 001 §5: the urgent ratio stays within 0–100 %; typed values outside are brought back. */
export const UrgentRatioBounds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ratio = canvas.getByRole('spinbutton', { name: '加急比例' });
    await userEvent.clear(ratio);
    await userEvent.type(ratio, '150');
    await userEvent.tab();
    await waitFor(() => expect(ratio).toHaveValue('100'));
    await userEvent.clear(ratio);
    await userEvent.type(ratio, '-5');
    await userEvent.tab();
    await waitFor(() => expect(ratio).toHaveValue('0'));
    await userEvent.clear(ratio);
    await userEvent.tab();
    await save(canvas);
    await expectToast(canvasElement, '加急比例须为0到100之间的数字');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(ratio, '35.5');
    await save(canvas);
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ urgentRatio: 35.5 }));
  },
};

/** A guarantee row without an order type is not saved. */
export const IncompleteGuarantee: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加质保' }));
    await save(canvas);
    await expectToast(canvasElement, '请为每条质保设置选择工单类型');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Read-only: switches disabled, the ratio as text, no upload, no save. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '短信通知' })).toBeDisabled();
    await expect(canvas.getByText('20%')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button', { name: named('保存') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};

import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  chooseOption,
  dialogNamed,
  dialogTitled,
  expectShown,
  expectToast,
  named,
  recording,
  SLOW,
} from '../../testing/storyKit';
import { DutyTechniciansModal } from './DutyTechniciansModal';

const { technical } = contract.stuff;
const saved = fn();

const meta = {
  title: 'Header/DutyTechniciansModal',
  component: DutyTechniciansModal,
  args: { open: true, user: { deptId: 103, userType: '01', roleIds: '29' }, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    msw.use(recording(technical.save, saved));
  },
} satisfies Meta<typeof DutyTechniciansModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 29 adds a technician to the one on duty: 新增成功. */
export const AddAsRole29: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '值班技术');
    await expectShown(dialog.findByText('钟技术'));
    await userEvent.click(dialog.getByRole('button', { name: named('新增') }));
    const add = await dialogTitled(canvasElement, '新增值班技术');
    await chooseOption(add.getByRole('combobox', { name: '选择技术' }), '唐技术');
    await userEvent.click(add.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith([
        { technicalId: 11, technicalName: '钟技术', phonenumber: '13500000011' },
        { technicalId: 12, technicalName: '唐技术', phonenumber: '13500000012' },
      ]),
    );
    await expectToast(canvasElement, '新增成功');
  },
};

/** The selection is optional: saving none is allowed. */
export const AddNone: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '值班技术');
    await dialog.findByText('钟技术');
    await userEvent.click(dialog.getByRole('button', { name: named('新增') }));
    const add = await dialogTitled(canvasElement, '新增值班技术');
    // Unselect the technician on duty (the list starts from the current duty technicians).
    await chooseOption(add.getByRole('combobox', { name: '选择技术' }), '钟技术');
    await userEvent.click(add.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith([]));
    await expectToast(canvasElement, '新增成功');
  },
};

/** The server refuses: its message. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(technical.save, '值班人数已满'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '值班技术');
    await dialog.findByText('钟技术');
    await userEvent.click(dialog.getByRole('button', { name: named('新增') }));
    const add = await dialogTitled(canvasElement, '新增值班技术');
    // 确定 waits for the technicians to choose from, as a person does.
    const ok = add.getByRole('button', { name: named('确定') });
    await waitFor(() => expect(ok).toBeEnabled(), SLOW);
    await userEvent.click(ok);
    await expectToast(canvasElement, '值班人数已满');
  },
};

/** The administrator (user 1) may do everything (spec 000 §6): 新增 shows without role 29. */
export const AdministratorAdds: Story = {
  args: { user: { userId: 1, deptId: 100, userType: '00', roleIds: '1' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '值班技术');
    await dialog.findByText('钟技术');
    await expect(dialog.getByRole('button', { name: named('新增') })).toBeVisible();
  },
};

/** Without role 29: the list only, no add button. */
export const ListOnly: Story = {
  args: { user: { deptId: 104, userType: '01', roleIds: '30' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '值班技术');
    await expectShown(dialog.findByText('钟技术'));
    await expect(dialog.getByText('13500000011')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: named('新增') })).toBeNull();
  },
};

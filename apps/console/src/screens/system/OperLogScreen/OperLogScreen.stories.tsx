import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { dialogNamed, named, page, recording, rowsOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OperLogScreen from './OperLogScreen';

const { operlog } = contract.system;
const listed = fn();

const meta = {
  title: 'Console/System/OperLogScreen',
  component: OperLogScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(operlog.list, listed));
  },
} satisfies Meta<typeof OperLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what and when; 详情 shows the request and, for a failure, the error. */
export const WhoDidWhat: Story = {
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', { name: '操作日志' }, SLOW);
    const rows = await rowsOf(table);
    const failed = rows.find((row) => row.textContent?.includes('合同管理'));
    if (!failed) throw new Error('no 合同管理 row');
    await expect(within(failed).getByText('删除')).toBeVisible();
    await expect(within(failed).getByText('失败')).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: named('详情') }));
    const dialog = await dialogNamed(canvasElement, '操作日志详情');
    await expect(dialog.getByText('没有权限')).toBeVisible();
    await expect(dialog.getByText('POST /enterprise/contract/remove')).toBeVisible();
  },
};

/** A link with the operation type and result applies them on arrival. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/system/operlog?businessType=3&status=1&operName=market' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ businessType: '3', status: '1', operName: 'market' }),
        ),
      SLOW,
    );
    await expect(page(canvasElement).getByRole('textbox', { name: '操作人员' })).toHaveValue('market');
  },
};

/** Nothing recorded yet: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(operlog.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

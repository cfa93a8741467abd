import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectToast, failingOnce, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import JobScreen from './JobScreen';

const { job } = contract.system;
const ran = fn();
const resumed = fn();

const meta = {
  title: 'Console/Runtime/JobScreen',
  component: JobScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    ran.mockClear();
    resumed.mockClear();
    msw.use(recording(job.run, ran), recording(job.resume, resumed));
  },
} satisfies Meta<typeof JobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both jobs with schedule, state, last and next run; a row opens to its recent runs. */
export const Jobs: Story = {
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, '取消超时未支付的充值');
    await expect(expiry.getByText('每分钟')).toBeVisible();
    await expect(expiry.getByText('* * * * *')).toBeVisible();
    await expect(expiry.getByText('运行中')).toBeVisible();
    await expect(expiry.getByText('2024-06-03 10:06:00')).toBeVisible();
    await expect(expiry.getByText(/取消 2 笔充值/)).toBeVisible();
    const orphans = await rowOf(canvasElement, '清理无引用的上传文件');
    await expect(orphans.getByText('已暂停')).toBeVisible();
    await expect(orphans.getByText('暂停中')).toBeVisible();
    await expect(orphans.getByText('失败')).toBeVisible();
    await expect(orphans.getByText(/EACCES: permission denied/)).toBeVisible();
    await expect(orphans.getByRole('button', { name: named('恢复') })).toBeVisible();
    await userEvent.click(expiry.getByRole('button', { name: /展开/ }));
    await waitFor(() => expect(page(canvasElement).getByText('2024-06-03 10:04:12')).toBeVisible(), SLOW);
    await expect(
      page(canvasElement).getByText('最近执行记录', { selector: '.ant-table-title' }),
    ).toBeVisible();
    await expect(page(canvasElement).getByText('手动')).toBeVisible();
  },
};

/** 立即执行 is asked first, then says what the run handled. */
export const RunNow: Story = {
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, '取消超时未支付的充值');
    await userEvent.click(expiry.getByRole('button', { name: named('立即执行') }));
    await waitFor(
      () => expect(page(canvasElement).getByText('立即执行「取消超时未支付的充值」？')).toBeVisible(),
      SLOW,
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '执行完成：取消 1 笔充值');
    await expect(ran).toHaveBeenCalledWith({ jobName: 'topupExpiry' });
  },
};

/** The server refuses 立即执行 while the job runs: its message is shown. */
export const RunRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(job.run, '定时任务 topupExpiry 正在执行，请等它结束后再试'));
  },
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, '取消超时未支付的充值');
    await userEvent.click(expiry.getByRole('button', { name: named('立即执行') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '定时任务 topupExpiry 正在执行，请等它结束后再试');
  },
};

/** 恢复 a paused job, asked first. */
export const Resume: Story = {
  play: async ({ canvasElement }) => {
    const orphans = await rowOf(canvasElement, '清理无引用的上传文件');
    await userEvent.click(orphans.getByRole('button', { name: named('恢复') }));
    await waitFor(
      () => expect(page(canvasElement).getByText('恢复「清理无引用的上传文件」？')).toBeVisible(),
      SLOW,
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已恢复');
    await expect(resumed).toHaveBeenCalledWith({ jobName: 'orphanUploads' });
  },
};

/** A failed read says so with the server's message; 重试 shows the jobs. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(job.list, '定时任务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const alert = within(await page(canvasElement).findByRole('alert', {}, SLOW));
    await expect(alert.getByText('定时任务加载失败')).toBeVisible();
    await expect(alert.getByText('定时任务暂时不可用')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: named('重试') }));
    await rowOf(canvasElement, '取消超时未支付的充值');
  },
};

/** In English: names, states and actions follow the language. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, 'Cancel unpaid top-ups');
    await expect(expiry.getByText('Every minute')).toBeVisible();
    await expect(expiry.getByRole('button', { name: named('Run now') })).toBeVisible();
  },
};

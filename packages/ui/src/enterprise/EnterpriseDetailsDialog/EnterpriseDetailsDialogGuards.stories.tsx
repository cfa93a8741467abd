import { contract } from '@onsite/api-client';
import { createHandlers, happyResolver, routeOf } from '@onsite/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogNamed, expectShown, expectToast, named, SLOW, userOf } from '../../testing/storyKit';
import { EnterpriseDetailsDialog } from './EnterpriseDetailsDialog';

const { enterprise } = contract;

/**
 * The dialog under a host's own query client with TanStack's defaults (three retries with back-off,
 * ~7 s), as an embedding app may pass one: the dialog's reads still never repeat a refusal.
 */
const HostQueryClient: Decorator = (Story) => {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

/** How many times the enterprise's details were asked for in the current story. */
let detailRequests = 0;
const countedDetails = (answer: () => Response) =>
  routeOf(enterprise.management.get)(() => {
    detailRequests += 1;
    return answer();
  });

const meta = {
  title: 'EnterpriseDetailsDialog/Guards',
  component: EnterpriseDetailsDialog,
  args: { enterpriseId: 1, open: true, initialTab: '1', enterpriseShow: 1, fromList: true, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
  beforeEach: () => {
    detailRequests = 0;
  },
} satisfies Meta<typeof EnterpriseDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Queries = Awaited<ReturnType<typeof dialogNamed>>;

/** Fast: well before the first of TanStack's default retries would even have answered (1 s + 2 s + 4 s). */
const FAST = { timeout: 2500 } as const;

/** Nothing of the tabs is left: no sections, no skeletons, no per-section errors, nothing to act on. */
async function expectOneFailureState(dialog: Queries) {
  await expect(dialog.getAllByRole('alert')).toHaveLength(1);
  await expect(dialog.queryByRole('tab')).toBeNull();
  await expect(dialog.queryByRole('region', { name: '基本信息' })).toBeNull();
  await expect(dialog.queryByText('企业信息加载失败')).toBeNull();
  await expect(dialog.queryByRole('button', { name: /提\s*交|上传合同|配置机型/ })).toBeNull();
}

/** An enterprise that does not exist (999): one 404, at once, shown once for the whole dialog. */
export const NotFound: Story = {
  args: { enterpriseId: 999 },
  decorators: [HostQueryClient],
  beforeEach: ({ msw }) => {
    msw.use(countedDetails(() => HttpResponse.json({ code: 404, msg: '企业不存在' }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByText('该企业不存在', {}, FAST));
    await expect(dialog.getByText('该企业可能已被删除。')).toBeVisible();
    await expectOneFailureState(dialog);
    // Nothing to retry: asking again cannot find it.
    await expect(dialog.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    // Had a retry been planned, it would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(detailRequests).toBe(1);
  },
};

/** An enterprise user opening another enterprise: one 403, at once, with the server's reason. */
export const Forbidden: Story = {
  args: { enterpriseId: 3, enterpriseShow: 0 },
  decorators: [HostQueryClient],
  parameters: { user: userOf('enterprise') },
  beforeEach: ({ msw }) => {
    msw.use(
      countedDetails(() => HttpResponse.json({ code: 403, msg: '没有权限查看该企业' }, { status: 403 })),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByText('无权查看该企业', {}, FAST));
    await expect(dialog.getByText('没有权限查看该企业')).toBeVisible();
    await expectOneFailureState(dialog);
    await expect(dialog.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(detailRequests).toBe(1);
  },
};

/** No answer at all: asked once more, then one failure with 重试, which loads the dialog. */
export const NoAnswerThenRetry: Story = {
  decorators: [HostQueryClient],
  beforeEach: ({ msw }) => {
    let down = true;
    msw.use(
      routeOf(enterprise.management.get)((info) => {
        detailRequests += 1;
        if (detailRequests > 2) down = false;
        return down ? HttpResponse.error() : happyResolver(enterprise.management.get)(info);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByText('企业信息加载失败', {}, FAST));
    await expect(dialog.getByText('系统错误，请稍后再试')).toBeVisible();
    await expect(dialog.queryByRole('tab')).toBeNull();
    await expect(dialog.queryByRole('button', { name: /提\s*交|上传合同/ })).toBeNull();
    await expect(detailRequests).toBe(2);
    await userEvent.click(dialog.getByRole('button', { name: /重\s*试/ }));
    await waitFor(
      () => expect(dialog.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'),
      SLOW,
    );
    await expect(dialog.getByRole('tab', { name: '企业信息' })).toHaveAttribute('aria-selected', 'true');
  },
};

const infoLoaded = (dialog: Queries) =>
  waitFor(() => expect(dialog.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'), SLOW);

const UNSAVED = '有未保存的修改，确定关闭吗？';

/** The confirmation asking before unsaved edits are dropped. */
const confirmation = (canvasElement: HTMLElement) => dialogNamed(canvasElement, UNSAVED);

/** An edit in tab 1, then Esc: the dialog asks; 继续编辑 keeps it and the edit; × and 关闭 close it. */
export const UnsavedEditsAskBeforeClosing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await infoLoaded(dialog);
    const shortName = dialog.getByLabelText('企业简称');
    await userEvent.clear(shortName);
    await userEvent.type(shortName, '安居新名');
    await userEvent.keyboard('{Escape}');

    const asked = await confirmation(canvasElement);
    await expect(asked.getByText('关闭后，企业信息中未提交的修改将丢失。')).toBeVisible();
    await userEvent.click(asked.getByRole('button', { name: named('继续编辑') }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByText(UNSAVED)).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText('企业简称')).toHaveValue('安居新名');

    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    const askedAgain = await confirmation(canvasElement);
    await userEvent.click(askedAgain.getByRole('button', { name: named('关闭') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith({ fromList: true }));
  },
};

/** Without edits, Esc closes at once: nothing is asked. */
export const NoEditsCloseAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await infoLoaded(dialog);
    await userEvent.click(dialog.getByLabelText('企业名称'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith({ fromList: true }));
    await expect(within(canvasElement.ownerDocument.body).queryByText(UNSAVED)).toBeNull();
  },
};

/** Submitted edits are saved: × closes at once. */
export const SavedEditsCloseAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await infoLoaded(dialog);
    await userEvent.type(dialog.getByLabelText('注册人'), '（已核实）');
    const submit = dialog.getByRole('button', { name: /提\s*交/ });
    await waitFor(() => expect(submit).toBeEnabled(), SLOW);
    await userEvent.click(submit);
    await expectToast(canvasElement, '保存成功');
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith({ fromList: true }));
    await expect(within(canvasElement.ownerDocument.body).queryByText(UNSAVED)).toBeNull();
  },
};

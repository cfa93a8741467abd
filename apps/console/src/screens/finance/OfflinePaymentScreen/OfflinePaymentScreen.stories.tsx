import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  emptyHandler,
  happyResolver,
  routeOf,
} from '@onsite/api-client/testing';
import {
  expectShown,
  expectToast,
  fileInputOf,
  named,
  PIXEL_PNG,
  page,
  pictureFile,
  recording,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OfflinePaymentScreen from './OfflinePaymentScreen';

const { offline } = contract.finance;
const listed = fn();
const confirmed = fn();
const rejected = fn();
const uploaded = fn();

const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/** `/dfs/download` answering the slip as a picture, as the reference server does. */
const slipPicture = routeOf(contract.dfs.download)(() =>
  HttpResponse.arrayBuffer(PNG_BYTES.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
);

/** The slip upload as the server answers it, handing `uploaded` the query it received (the body is multipart). */
const slipUpload = routeOf(offline.slip)((info) => {
  uploaded(Object.fromEntries(new URL(info.request.url).searchParams));
  return happyResolver(offline.slip)(info);
});

const meta = {
  title: 'Console/Finance/OfflinePaymentScreen',
  component: OfflinePaymentScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/offlinePayment?offlineState=unpaid',
    // Staff holding both review codes.
    user: storyUser('market', ['finance:recharge:list', 'finance:offline:confirm', 'finance:offline:reject']),
    msw: { handlers: [slipPicture, ...createHandlers({ profile: 'market' })] },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, confirmed, rejected, uploaded]) spy.mockClear();
    msw.use(
      recording(offline.list, listed),
      recording(offline.confirm, confirmed),
      recording(offline.reject, rejected),
      slipUpload,
    );
    return signInAs('market');
  },
} satisfies Meta<typeof OfflinePaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(canvasElement: HTMLElement, orderNo: string) {
  const row = (await page(canvasElement).findByText(orderNo, {}, SLOW)).closest('tr');
  if (row === null) throw new Error(`no row ${orderNo}`);
  return within(row);
}

/** Transfers awaiting confirmation from the URL's filter; the slip opens in antd's preview. */
export const AwaitingConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ offlineState: 'unpaid', pageNum: '1' }),
        ),
      SLOW,
    );
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('columnheader', { name: '企业名称' }, SLOW));
    const withSlip = await rowOf(canvasElement, 'CZ202406020003');
    await expect(withSlip.getByText('待确认')).toBeVisible();
    await expect(withSlip.getByRole('button', { name: named('确认到账') })).toBeVisible();
    await expect(withSlip.getByRole('button', { name: named('驳回') })).toBeVisible();
    const thumbnail = await withSlip.findByRole('img', { name: 'CZ202406020003 的转账凭证' }, SLOW);
    await waitFor(() => expect((thumbnail as HTMLImageElement).naturalWidth).toBeGreaterThan(0), SLOW);
    await userEvent.click(thumbnail);
    await waitFor(() => {
      const shown = screen.getAllByRole('img', { name: 'CZ202406020003 的转账凭证' });
      expect(shown.some((image) => image !== thumbnail && image.checkVisibility())).toBe(true);
    }, SLOW);
    const withoutSlip = await rowOf(canvasElement, 'CZ202406030006');
    await expect(withoutSlip.getByText('未上传')).toBeVisible();
    // Only transfers awaiting confirmation: the confirmed one is not listed.
    await expect(screen.queryByText('CZ202405100005')).toBeNull();
  },
};

/** Nothing matches the filters: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(offline.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** The list cannot be loaded: the server's message with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(offline.list, '开始时间不能晚于结束时间')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('开始时间不能晚于结束时间', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};

/** 确认到账 asks first (enterprise and amount named), then says 确认到账成功. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await userEvent.click(row.getByRole('button', { name: named('确认到账') }));
    const screen = page(canvasElement);
    await expectShown(
      screen.findByText(
        '确认已收到 深圳安居智能锁业有限公司 的转账 1500.00 元吗？确认后金额计入企业钱包，不能撤回。',
        {},
        SLOW,
      ),
    );
    await expect(confirmed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '确认到账成功');
    await expect(confirmed).toHaveBeenCalledWith({ enterpriseRechargeId: 3 });
  },
};

/** 驳回 needs a reason: without one nothing is sent; with one the server is told and 驳回成功 shows. */
export const RejectWithReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406030006');
    await userEvent.click(row.getByRole('button', { name: named('驳回') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('订单 CZ202406030006（中国电信股份有限公司杭州分公司，800.00 元）'));
    await userEvent.click(dialog.getByRole('button', { name: named('驳回') }));
    await expectShown(dialog.findByText('请输入驳回原因', {}, SLOW));
    await expect(rejected).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '驳回原因' }), '未收到转账');
    await userEvent.click(dialog.getByRole('button', { name: named('驳回') }));
    await expectToast(canvasElement, '驳回成功');
    await expect(rejected).toHaveBeenCalledWith({ enterpriseRechargeId: 6, rejectReason: '未收到转账' });
  },
};

/** The server refuses (another staff member confirmed it meanwhile): its message shows. */
export const ConfirmRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(offline.confirm, '该充值订单已确认到账，不能重复操作')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await userEvent.click(row.getByRole('button', { name: named('确认到账') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '该充值订单已确认到账，不能重复操作');
  },
};

/** Without the review codes a staff member sees the transfers and their slips, and no review. */
export const WithoutReviewCodes: Story = {
  parameters: { user: storyUser('market', ['finance:recharge:list']) },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await expectShown(row.findByRole('img', { name: 'CZ202406020003 的转账凭证' }, SLOW));
    await expect(row.queryByRole('button', { name: named('确认到账') })).toBeNull();
    await expect(row.queryByRole('button', { name: named('驳回') })).toBeNull();
  },
};

/** An enterprise user: no enterprise column or filter, no review; uploads the slip of a transfer awaiting confirmation. */
export const EnterpriseUploadsSlip: Story = {
  parameters: {
    route: '/enterprise/offlinePayment',
    user: storyUser('enterprise', ['finance:recharge:list', 'finance:recharge:add']),
  },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406030006');
    await expect(page(canvasElement).queryByRole('columnheader', { name: '企业名称' })).toBeNull();
    await expect(row.queryByRole('button', { name: named('确认到账') })).toBeNull();
    await expect(row.getByRole('button', { name: named('上传凭证') })).toBeVisible();
    const cell = row.getByRole('button', { name: named('上传凭证') }).closest('td');
    if (cell === null) throw new Error('no slip cell');
    await userEvent.upload(fileInputOf(cell), pictureFile('回单.png'));
    await expectToast(canvasElement, '上传成功');
    await expect(uploaded).toHaveBeenCalledWith(expect.objectContaining({ enterpriseRechargeId: '6' }));
  },
};

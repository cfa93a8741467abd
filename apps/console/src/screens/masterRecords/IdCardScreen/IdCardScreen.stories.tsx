import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, idCardRecords, routeOf } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  expectToast,
  named,
  PIXEL_PNG,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import IdCardScreen from './IdCardScreen';

const { idCard } = contract.master;
const approved = fn();
const refused = fn();
const submitted = fn();

const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/** `/dfs/download` answering an ID card side as a picture, as the reference server does. */
const cardPicture = routeOf(contract.dfs.download)(() =>
  HttpResponse.arrayBuffer(PNG_BYTES.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
);

const meta = {
  title: 'Console/MasterRecords/IdCardScreen',
  component: IdCardScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/idCard',
    user: storyUser('dispatcher', ['master:idcard:list', 'master:idcard:submit', 'master:idcard:review']),
    msw: { handlers: [cardPicture, ...createHandlers({ profile: 'dispatcher' })] },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [approved, refused, submitted]) spy.mockClear();
    msw.use(
      recording(idCard.approve, approved),
      recording(idCard.refuse, refused),
      recording(idCard.submit, submitted),
    );
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof IdCardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The waiting card with both sides shown; 通过 is asked first. */
export const ApprovePending: Story = {
  play: async ({ canvasElement }) => {
    const deng = await rowOf(canvasElement, '邓师傅');
    await expect(deng.getByText('待审核')).toBeVisible();
    await expectShown(deng.findByRole('img', { name: '邓师傅的身份证人像面' }, SLOW));
    await expectShown(deng.findByRole('img', { name: '邓师傅的身份证国徽面' }, SLOW));
    await userEvent.click(deng.getByRole('button', { name: named('通过') }));
    await expectToast(canvasElement, '确定通过邓师傅的身份证审核吗？');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '身份证审核已通过');
    await expect(approved).toHaveBeenCalledWith({ masterId: 15 });
  },
};

/** 驳回 needs a reason; the server's refusal (a reviewer's own submission) is shown as it says it. */
export const RefuseNeedsAReason: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(idCard.refuse, '不能审核本人提交的身份证，请由其他审核人处理')),
  play: async ({ canvasElement }) => {
    const deng = await rowOf(canvasElement, '邓师傅');
    await userEvent.click(deng.getByRole('button', { name: named('驳回') }));
    const dialog = await dialogTitled(canvasElement, '驳回邓师傅的身份证');
    await userEvent.click(dialog.getByRole('button', { name: named('驳回') }));
    await expectShown(dialog.findByText('请输入驳回原因', {}, SLOW));
    await userEvent.type(dialog.getByRole('textbox', { name: '驳回原因' }), '国徽面反光');
    await userEvent.click(dialog.getByRole('button', { name: named('驳回') }));
    await expectToast(canvasElement, '不能审核本人提交的身份证，请由其他审核人处理');
  },
};

/** 重新提交: the number is checked with its check character before anything is sent. */
export const ResubmitChecksTheNumber: Story = {
  play: async ({ canvasElement }) => {
    const cao = await rowOf(canvasElement, '曹师傅');
    await expect(cao.getByText('原因：人像面照片模糊，无法辨认号码，请重新拍摄上传')).toBeVisible();
    await userEvent.click(cao.getByRole('button', { name: named('重新提交') }));
    const dialog = await dialogTitled(canvasElement, '提交曹师傅的身份证');
    const number = dialog.getByRole('textbox', { name: '身份证号' });
    await expect(number).toHaveValue('310115199002285796');
    await userEvent.clear(number);
    await userEvent.type(number, '310115199002285790');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入正确的18位身份证号码', {}, SLOW));
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, '310115199002285796');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(submitted).toHaveBeenCalledWith({
          masterId: 16,
          holderName: '曹文华',
          idCardNo: '310115199002285796',
          frontPath: 'uploads/idcard/seed/16-front.png',
          backPath: 'uploads/idcard/seed/16-back.png',
        }),
      SLOW,
    );
    await expectToast(canvasElement, '已提交审核');
  },
};

/** D60: a master sees only their own card (refused here) and resubmits it; no master filter, no review. */
export const MasterResubmitsOwnCard: Story = {
  parameters: {
    user: { userId: 19, userType: '2', buttons: ['master:idcard:list', 'master:idcard:submit'] },
  },
  beforeEach: ({ msw }) =>
    msw.use(
      routeOf(idCard.list)(() =>
        HttpResponse.json({
          code: 0,
          msg: '操作成功',
          rows: idCardRecords.filter((row) => row.masterId === 16),
          total: 1,
          pageNum: 1,
        }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText(/这里只显示您本人的身份证/, {}, SLOW));
    await expect(screen.queryByRole('textbox', { name: '师傅姓名' })).toBeNull();
    const cao = await rowOf(canvasElement, '曹师傅');
    await expect(cao.queryByRole('button', { name: named('通过') })).toBeNull();
    await userEvent.click(cao.getByRole('button', { name: named('重新提交') }));
    const dialog = await dialogTitled(canvasElement, '提交曹师傅的身份证');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ masterId: 16 })),
      SLOW,
    );
    await expectToast(canvasElement, '已提交审核');
  },
};

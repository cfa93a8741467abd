import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, routeOf } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  STORY_SESSION_TOKEN,
  userOf,
  withSessionToken,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass, HttpResponse } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ContractListScreen from './ContractListScreen';

const calls = contract.enterprise.contract;
const listed = fn();
const unsetMain = fn();
const enabled = fn();
const updated = fn();
const linked = fn();
/** The URL of every file download: the viewer's read and the followed download link. */
const downloaded = fn();

/** Every stored file answers as the three-page sample PDF (the viewer reads it), recording its URL. */
const downloads = routeOf(contract.dfs.download)(async ({ request }) => {
  downloaded(request.url);
  const pdf = await fetch(bypass('/fixtures/sample.pdf'));
  return new HttpResponse(await pdf.arrayBuffer(), { headers: { 'Content-Type': 'application/pdf' } });
});

/** The browser's download itself is not part of a story: the link it was asked to follow is. */
function recordFollowedLinks() {
  const followed = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloaded(this.href);
  });
  return () => followed.mockRestore();
}

const meta = {
  title: 'Console/Enterprises/ContractListScreen',
  component: ContractListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/contractList',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, unsetMain, enabled, updated, linked, downloaded]) spy.mockClear();
    msw.use(
      recording(calls.list, listed),
      recording(calls.toNonMain, unsetMain),
      recording(calls.enable, enabled),
      recording(calls.update, updated),
      recording(contract.dfs.downloadLink, linked),
      downloads,
    );
  },
} satisfies Meta<typeof ContractListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters in the URL apply on arrival: the disabled contracts of one enterprise. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/enterprise/contractList?enterpriseName=安居&forbiddenStatus=1' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ enterpriseName: '安居', forbiddenStatus: '1' }),
        ),
      SLOW,
    );
    await expect(page(canvasElement).getByRole('textbox', { name: '企业名称' })).toHaveValue('安居');
  },
};

/** 取消主合同 asks first, then calls toNonMain with the contract and its enterprise (D3). */
export const ConfirmedUnsetMain: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await expect(row.queryByRole('button', { name: named('禁用') })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('取消主合同') }));
    const question = await screen.findByText('确定取消该主合同吗？', {}, SLOW);
    await waitFor(() => expect(question).toBeVisible(), SLOW);
    await expect(unsetMain).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(unsetMain).toHaveBeenCalledWith({ contractId: '1', enterpriseId: '1' }), SLOW);
    await expectShown(screen.findByText('保存成功', {}, SLOW));
  },
};

/** A disabled contract offers 启用, confirmed first; it cannot be made main. */
export const ConfirmedEnable: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, 'HT-2023-017');
    await expect(row.queryByRole('button', { name: named('设为主合同') })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('启用') }));
    await expectShown(screen.findByText('确定要启用该合同吗？', {}, SLOW));
    await expect(enabled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(enabled).toHaveBeenCalledWith({ id: '2' }), SLOW);
    await expectShown(screen.findByText('启用成功', {}, SLOW));
  },
};

/** 编辑 checks the form: an emptied name sends nothing; a new name is saved with the period. */
export const EditContract: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: named('编辑') }));
    const form = await dialogNamed(canvasElement, '编辑合同');
    const name = form.getByLabelText('合同名称');
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await expectShown(form.findByText('请输入合同名称'));
    await expect(updated).not.toHaveBeenCalled();
    await userEvent.type(name, '2025年度门锁安装服务合同');
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await waitFor(
      () =>
        expect(updated).toHaveBeenCalledWith(
          expect.objectContaining({
            id: 1,
            contractNo: 'HT-2024-001',
            contractName: '2025年度门锁安装服务合同',
          }),
        ),
      SLOW,
    );
    // A person waits for the outcome: 保存 stays loading (and paler) until the answer arrives.
    await expectToast(canvasElement, '保存成功');
  },
};

/** The viewer may view and download contracts and change nothing. */
export const ReadOnlyUser: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await expect(row.getByRole('button', { name: named('查看') })).toBeVisible();
    await expect(row.getByRole('button', { name: named('下载') })).toBeVisible();
    for (const action of ['编辑', '取消主合同', '禁用', '删除', '更多'])
      await expect(row.queryByRole('button', { name: named(action) })).toBeNull();
  },
};

/**
 * Issue 14 item 8: 查看 and 下载 ask for a one-time link on the click; the viewer reads its PDF and
 * the download follows its link, and no requested or followed URL carries the session token.
 */
export const ViewAndDownloadWithOneTimeLinks: Story = {
  // The viewer's row shows 查看 and 下载 side by side (an admin's has 下载 under 更多).
  parameters: { user: userOf('viewer') },
  decorators: [withSessionToken],
  beforeEach: recordFollowedLinks,
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: named('查看') }));
    const viewer = await dialogNamed(canvasElement, '2024年度门锁安装服务合同');
    // The viewer reads its file once (pdf.js drawing it is PdfViewerModal's stories' part).
    await waitFor(() => expect(downloaded).toHaveBeenCalledTimes(1), SLOW);
    await userEvent.click(viewer.getByRole('button', { name: /close|关闭/i }));

    await userEvent.click(row.getByRole('button', { name: named('下载') }));
    await waitFor(() => expect(downloaded).toHaveBeenCalledTimes(2), SLOW);
    const [viewedUrl, downloadedUrl] = downloaded.mock.calls.map(([url]) => String(url));
    await expect(viewedUrl).toMatch(
      /\/api\/dfs\/download\?fileName=contract%2F2024%2Fht-2024-001\.pdf&ticket=/,
    );
    await expect(downloadedUrl).toMatch(
      /\/api\/dfs\/download\?fileName=contract%2F2024%2Fht-2024-001\.docx&ticket=/,
    );
    for (const url of [viewedUrl, downloadedUrl]) {
      await expect(url).not.toContain('token=');
      await expect(url).not.toContain(STORY_SESSION_TOKEN);
    }
    await expect(linked.mock.calls.map(([body]) => body)).toEqual([
      { fileName: 'contract/2024/ht-2024-001.pdf' },
      { fileName: 'contract/2024/ht-2024-001.docx' },
    ]);
  },
};

/** A refused link (e.g. the file is gone) shows the server's msg, and nothing is followed. */
export const LinkRefused: Story = {
  parameters: { user: userOf('viewer') },
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(contract.dfs.downloadLink, '文件不存在'));
    return recordFollowedLinks();
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: named('下载') }));
    await expectToast(canvasElement, '文件不存在');
    await expect(downloaded).not.toHaveBeenCalled();
  },
};

import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, routeOf } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass, HttpResponse } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown, expectToast, page } from '../../testing/storyKit';
import { STORY_SESSION_TOKEN, withSessionToken } from '../../testing/withSessionToken';
import { EnterpriseInfoTab } from './EnterpriseInfoTab';
import { recording } from './testing/msw';

const calls = contract.enterprise.contract;
const requests = {
  list: fn(),
  update: fn(),
  toMain: fn(),
  toNonMain: fn(),
  enable: fn(),
  disable: fn(),
  remove: fn(),
  upload: fn(),
  downloadLink: fn(),
  /** The URL of every file download: the viewer's and the download's. */
  download: fn(),
};

/** Every stored file answers as the three-page sample PDF (the viewer reads it), recording its URL. */
const downloads = routeOf(contract.dfs.download)(async ({ request }) => {
  requests.download(request.url);
  const pdf = await fetch(bypass('/fixtures/sample.pdf'));
  return new HttpResponse(await pdf.arrayBuffer(), { headers: { 'Content-Type': 'application/pdf' } });
});

/** The contract table of the connected tab against the api (spec 001 §7 contract actions, file calls, D3). */
const meta = {
  title: 'EnterpriseInfoTab/EnterpriseInfoTab/Contracts',
  component: EnterpriseInfoTab,
  args: { enterpriseId: 1, editable: true },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of Object.values(requests)) spy.mockClear();
    msw.use(
      recording(calls.list, requests.list),
      recording(calls.update, requests.update),
      recording(calls.toMain, requests.toMain),
      recording(calls.toNonMain, requests.toNonMain),
      recording(calls.enable, requests.enable),
      recording(calls.disable, requests.disable),
      recording(calls.remove, requests.remove),
      recording(contract.dfs.uploadContract, requests.upload),
      recording(contract.dfs.downloadLink, requests.downloadLink),
      downloads,
    );
  },
} satisfies Meta<typeof EnterpriseInfoTab>;

export default meta;
type Story = StoryObj<typeof meta>;

async function contractRow(canvasElement: HTMLElement, text: string) {
  const row = await within(canvasElement).findByRole('row', { name: new RegExp(text) }, { timeout: 5000 });
  return within(row);
}

/** D3: turning the switch on calls toMain, turning it off calls toNonMain, with contractId and enterpriseId. */
export const MainContractSwitch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click((await contractRow(canvasElement, 'HT-2023-017')).getByRole('switch'));
    await waitFor(() =>
      expect(requests.toMain).toHaveBeenCalledWith({ query: { contractId: '2', enterpriseId: '1' } }),
    );
    await expectToast(canvasElement, '保存成功');
    await userEvent.click((await contractRow(canvasElement, 'HT-2024-001')).getByRole('switch'));
    await waitFor(() =>
      expect(requests.toNonMain).toHaveBeenCalledWith({ query: { contractId: '1', enterpriseId: '1' } }),
    );
    await expect(requests.toMain).toHaveBeenCalledTimes(1);
    // Each change reloads the list.
    await waitFor(() => expect(requests.list.mock.calls.length).toBeGreaterThanOrEqual(3));
  },
};

/** Spec 001 §5: a .exe is refused (上传文件格式不支持!) and never sent. */
export const UploadRefusesExe: Story = {
  play: async ({ canvasElement }) => {
    await contractRow(canvasElement, 'HT-2024-001');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['MZ'], 'virus.exe'));
    await expectToast(canvasElement, '上传文件格式不支持!');
    await expect(requests.upload).not.toHaveBeenCalled();
  },
};

/** An allowed file goes to uploadContract with the enterprise id: 上传成功, and the list reloads. */
export const UploadContract: Story = {
  play: async ({ canvasElement }) => {
    await contractRow(canvasElement, 'HT-2024-001');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], '2025年度合同.pdf', { type: 'application/pdf' }));
    await expectToast(canvasElement, '上传成功');
    await expect(requests.upload).toHaveBeenCalledWith({ query: { type: 'EnterpriseContract', id: '1' } });
    await waitFor(() => expect(requests.list.mock.calls.length).toBeGreaterThanOrEqual(2));
  },
};

/** Spec 001 §5: 确认删除吗？ first; confirming removes the contract by its id (删除成功). */
export const DeleteContract: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(
      (await contractRow(canvasElement, 'HT-2023-017')).getByRole('button', { name: '删除' }),
    );
    await expectToast(canvasElement, '确认删除吗？');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expectToast(canvasElement, '删除成功');
    await expect(requests.remove).toHaveBeenCalledWith({ query: { ids: '2' } });
  },
};

/** Enable a disabled contract and disable an enabled one by id. */
export const EnableAndDisable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await contractRow(canvasElement, 'HT-2023-017')).getByRole('button', { name: '启用' }),
    );
    await expectToast(canvasElement, '启用成功');
    await expect(requests.enable).toHaveBeenCalledWith({ query: { id: '2' } });
    await userEvent.click(
      (await contractRow(canvasElement, 'HT-2024-001')).getByRole('button', { name: '禁用' }),
    );
    await expectToast(canvasElement, '禁用成功');
    await expect(requests.disable).toHaveBeenCalledWith({ query: { id: '1' } });
  },
};

/** The inline edit sends the id and the one field changed. */
export const EditContractName: Story = {
  play: async ({ canvasElement }) => {
    const row = await contractRow(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同名称' }));
    const input = row.getByRole('textbox', { name: '合同名称' });
    await userEvent.clear(input);
    await userEvent.type(input, '2024年度门锁安装服务合同（修订）{Enter}');
    await expectToast(canvasElement, '保存成功');
    await expect(requests.update).toHaveBeenCalledWith({
      query: {},
      body: { id: 1, contractName: '2024年度门锁安装服务合同（修订）' },
    });
  },
};

/** Spec 001 §8: a refused contract action shows the server's msg. */
export const ActionRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(calls.disable, '主合同不能禁用'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await contractRow(canvasElement, 'HT-2024-001')).getByRole('button', { name: '禁用' }),
    );
    await expectToast(canvasElement, '主合同不能禁用');
  },
};

/** View opens the tab's own PDF viewer when the dialog gives none. */
export const ViewInOwnViewer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await contractRow(canvasElement, 'HT-2024-001')).getByRole('button', { name: '查看' }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: '2024年度门锁安装服务合同' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

/** View hands a one-time preview link (a ticket, never the token) to the dialog's viewer when it gives one. */
export const ViewInDialogViewer: Story = {
  args: { onPreviewPdf: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      (await contractRow(canvasElement, 'HT-2024-001')).getByRole('button', { name: '查看' }),
    );
    await waitFor(() =>
      expect(args.onPreviewPdf).toHaveBeenCalledWith(
        '/api/dfs/download?fileName=contract%2F2024%2Fht-2024-001.pdf&ticket=fixture-ticket-0001',
        '2024年度门锁安装服务合同',
      ),
    );
    await expect(requests.downloadLink).toHaveBeenCalledWith({
      query: {},
      body: { fileName: 'contract/2024/ht-2024-001.pdf' },
    });
  },
};

/**
 * Issue 14 item 8: with a signed-in client, the viewer reads its PDF and 下载 starts its download
 * through one-time links asked for on the click; no requested or followed URL carries token=.
 */
export const NoTokenInFileUrls: Story = {
  decorators: [withSessionToken],
  beforeEach: () => {
    // The browser's download itself is not part of the story: the link it was asked to follow is.
    const followed = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      requests.download(this.href);
    });
    return () => followed.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const row = await contractRow(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '查看' }));
    const viewer = within(
      await page(canvasElement).findByRole('dialog', { name: '2024年度门锁安装服务合同' }),
    );
    // The viewer reads its file once (pdf.js drawing it is PdfViewerModal's stories' part).
    await waitFor(() => expect(requests.download).toHaveBeenCalledTimes(1));
    // A person closes it once it shows the contract: closed while pdf.js was still reading, its late
    // report (InvalidPDFException) landed in whichever story ran next.
    await expectShown(viewer.findByText('第 1 / 3 页', {}, { timeout: 15_000 }));
    await userEvent.click(viewer.getByRole('button', { name: /close|关闭/i }));

    await userEvent.click(row.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(requests.download).toHaveBeenCalledTimes(2));
    const [viewed, downloaded] = requests.download.mock.calls.map(([url]) => String(url));
    await expect(viewed).toMatch(/\/api\/dfs\/download\?fileName=contract%2F2024%2Fht-2024-001\.pdf&ticket=/);
    await expect(downloaded).toMatch(
      /\/api\/dfs\/download\?fileName=contract%2F2024%2Fht-2024-001\.docx&ticket=/,
    );
    for (const url of [viewed, downloaded]) {
      await expect(url).not.toContain('token=');
      await expect(url).not.toContain(STORY_SESSION_TOKEN);
    }
    await expect(requests.downloadLink.mock.calls.map(([call]) => call.body)).toEqual([
      { fileName: 'contract/2024/ht-2024-001.pdf' },
      { fileName: 'contract/2024/ht-2024-001.docx' },
    ]);
  },
};

/** Issue 15 item 6: read-only (enterpriseShow 0) with enterpriseContractInfo still views and downloads. */
export const ReadOnlyViewsAndDownloads: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const row = await contractRow(canvasElement, 'HT-2024-001');
    await expect(row.getByRole('button', { name: '查看' })).toBeEnabled();
    await expect(row.getByRole('button', { name: '下载' })).toBeEnabled();
    await expect(row.queryByRole('button', { name: /编辑|禁用|启用|删除/ })).toBeNull();
    await expect(row.getByRole('switch')).toBeDisabled();
    await userEvent.click(row.getByRole('button', { name: '查看' }));
    await page(canvasElement).findByRole('dialog', { name: '2024年度门锁安装服务合同' });
  },
};

/** Issue 15 item 2: an end date typed and confirmed with 确定 (the picker then moves to the start field) is what ✓ sends. */
export const TypedPeriodIsSaved: Story = {
  play: async ({ canvasElement }) => {
    const row = await contractRow(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同期限' }));
    const end = row.getByPlaceholderText('结束时间');
    await userEvent.click(end);
    await userEvent.clear(end);
    await userEvent.type(end, '2030-06-30 12:00:00');
    await userEvent.click(await page(canvasElement).findByRole('button', { name: /确\s*定/ }));
    await userEvent.click(row.getByRole('button', { name: '保存合同期限' }));
    await waitFor(() =>
      expect(requests.update).toHaveBeenCalledWith({
        query: {},
        body: { id: 1, contractStartTime: '2024-01-01 00:00:00', contractEndTime: '2030-06-30 12:00:00' },
      }),
    );
    await expectToast(canvasElement, '保存成功');
  },
};

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../testing/handlers';
import { createApiClient } from './createApiClient';
import { buildDownloadUrl, fileNameFromContentDisposition } from './download';
import { isApiError } from './errors';

const baseURL = 'http://files.test/api';
const server = setupServer(...createHandlers({ baseURL }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('downloadUrl', () => {
  it('builds /api/dfs/download with the file name and the current token (D2)', () => {
    const client = createApiClient({ getToken: () => 'tok en' });
    expect(client.downloadUrl('contract/2024/合同 1.pdf')).toBe(
      `/api/dfs/download?fileName=${encodeURIComponent('contract/2024/合同 1.pdf').replace(/%20/g, '+')}&token=tok+en`,
    );
  });

  it('leaves the token out when there is none', () => {
    expect(buildDownloadUrl('http://host/api/', 'a.pdf', null)).toBe(
      'http://host/api/dfs/download?fileName=a.pdf',
    );
  });
});

describe('fetchStoredFile (issue 14 item 8, issue 15 item 1)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  /** The server: the file to a caller with the token header, 401 to anyone else. */
  const storedFiles = (seen: { url: string; token: string | null }[]) =>
    http.get(`${baseURL}/dfs/download`, ({ request }) => {
      const token = request.headers.get('Access-Token');
      seen.push({ url: request.url, token });
      if (token !== 'tok') return HttpResponse.json({ code: 401, msg: '登录超时' }, { status: 401 });
      return HttpResponse.arrayBuffer(PNG.buffer, { headers: { 'Content-Type': 'image/png' } });
    });

  it('fetches the file with the token in the Access-Token header, never in the URL', async () => {
    const seen: { url: string; token: string | null }[] = [];
    server.use(storedFiles(seen));
    const client = createApiClient({ baseURL, getToken: () => 'tok' });
    const blob = await client.fetchStoredFile('enterprise/2024/06/条形码.png');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ fileName: 'enterprise/2024/06/条形码.png' });
    expect(seen[0]?.token).toBe('tok');
  });

  it('rejects without a session as unauthorized, through onUnauthorized like every call', async () => {
    server.use(storedFiles([]));
    const unauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized: unauthorized });
    const outcome = await client.fetchStoredFile('enterprise/x.png').catch((error: unknown) => error);
    expect(isApiError(outcome) && outcome.kind).toBe('unauthorized');
    expect(unauthorized).toHaveBeenCalledOnce();
  });
});

describe('file names of Content-Disposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E5%AE%A2%E6%88%B7%E8%AE%A2%E5%8D%95.xlsx", '客户订单.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=utf-8\'\'%E8%B4%A6%E5%8D%95.xlsx', '账单.xlsx'],
    ['attachment; filename="orders 2024.xlsx"', 'orders 2024.xlsx'],
    ['attachment; filename=%E8%AE%A2%E5%8D%95.xlsx', '订单.xlsx'],
    ["attachment; filename*=iso-8859-1'en'caf%E9.txt", 'café.txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=plain.txt", 'plain.txt'],
  ])('reads %s as %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('gives null when there is no file name', () => {
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(undefined)).toBeNull();
  });
});

describe('Excel export', () => {
  it('resolves to the workbook blob and its decoded RFC 5987 file name', async () => {
    const client = createApiClient({ baseURL });
    const file = await client.order.customer.export({ status: 0 });
    expect(file.fileName).toBe('客户订单.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it('falls back to the call’s file name without Content-Disposition', async () => {
    server.use(
      http.get(`${baseURL}/order/customer/export`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, { headers: { 'Content-Type': XLSX } }),
      ),
    );
    const client = createApiClient({ baseURL });
    const file = await client.order.customer.export({});
    expect(file.fileName).toBe('customer-orders.xlsx');
    expect(file.blob.size).toBe(3);
  });

  it('rejects a refusal sent as a JSON envelope as a business error', async () => {
    server.use(
      http.get(`${baseURL}/order/customer/export`, () =>
        HttpResponse.json({ code: 500, msg: '没有可导出的数据' }),
      ),
    );
    const client = createApiClient({ baseURL });
    const outcome = await client.order.customer.export({}).catch((error: unknown) => error);
    expect(isApiError(outcome) && { kind: outcome.kind, msg: outcome.msg }).toEqual({
      kind: 'business',
      msg: '没有可导出的数据',
    });
  });

  it('returns the captcha picture with its uuid header', async () => {
    const client = createApiClient({ baseURL });
    const captcha = await client.auth.captcha();
    expect(captcha.headers['captcha-uuid']).toBe('captcha-0001');
    expect(await captcha.blob.text()).toContain('<svg');
  });
});

describe('uploads', () => {
  it('sends the file as multipart field file with the query and the token, reporting progress up to 100', async () => {
    const received: { type: string | null; token: string | null; name: string | null; size: number }[] = [];
    server.use(
      http.post(`${baseURL}/dfs/upload`, async ({ request }) => {
        const file = (await request.formData()).get('file');
        received.push({
          type: new URL(request.url).searchParams.get('type'),
          token: request.headers.get('Access-Token'),
          name: file instanceof File ? file.name : null,
          size: file instanceof File ? file.size : -1,
        });
        return HttpResponse.json({
          code: 0,
          msg: '上传成功',
          data: { url: 'https://f/x.png', pathfileName: 'enterprise/x.png' },
        });
      }),
    );
    const client = createApiClient({ baseURL, getToken: () => 'tok' });
    const progress: number[] = [];
    const bytes = new Uint8Array(256 * 1024).fill(7);
    const result = await client.dfs.upload(
      { type: 'enterprise', file: new File([bytes], '条形码.png', { type: 'image/png' }) },
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(result).toEqual({ url: 'https://f/x.png', pathfileName: 'enterprise/x.png' });
    expect(received).toEqual([{ type: 'enterprise', token: 'tok', name: '条形码.png', size: bytes.length }]);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('names a plain Blob by fileName', async () => {
    const client = createApiClient({ baseURL });
    const contract = await client.dfs.uploadContract({
      type: 'EnterpriseContract',
      id: 2,
      file: new Blob(['%PDF-1.4']),
      fileName: '框架合同.pdf',
    });
    expect(contract).toMatchObject({ enterpriseId: 2, contractName: '框架合同' });
  });

  it('rejects an input without a file before sending anything', async () => {
    const client = createApiClient({ baseURL });
    // @ts-expect-error the file is required
    const outcome = await client.dfs.upload({ type: 'enterprise' }).catch((error: unknown) => error);
    expect(isApiError(outcome) && outcome.kind).toBe('network');
  });
});

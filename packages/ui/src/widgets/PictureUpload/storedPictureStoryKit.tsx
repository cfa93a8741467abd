import { contract, createApiClient } from '@onsite/api-client';
import { routeOf } from '@onsite/api-client/testing';
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { type ReactNode, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { OnsiteClientContext } from '../../providers/OnsiteProvider/contexts';
import { PIXEL_PNG } from '../../testing/storyKit';

/** The token of the signed-in session of the picture stories. */
export const STORY_TOKEN = 'story-token';

/** A request for a stored file as the server saw it. */
export interface StoredFileRequest {
  url: string;
  /** The `Access-Token` header. */
  token: string | null;
}

const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/**
 * `/dfs/download` as the reference server answers a picture: the PNG to a caller whose session
 * token is in the `Access-Token` header, HTTP 401 to anyone else (an `<img>` cannot send the
 * header). Every request is recorded in `seen`.
 */
export function storedPictureHandler(seen: StoredFileRequest[] = []) {
  return routeOf(contract.dfs.download)(({ request }) => {
    const token = request.headers.get('Access-Token');
    seen.push({ url: request.url, token });
    if (token !== STORY_TOKEN) {
      return HttpResponse.json({ code: 401, msg: '登录超时，请重新登录' }, { status: 401 });
    }
    return HttpResponse.arrayBuffer(PNG_BYTES.slice().buffer, { headers: { 'Content-Type': 'image/png' } });
  });
}

/**
 * `/dfs/upload` as the reference server answers it: the stored path, and a `url` without any token
 * (an `<img>` showing that `url` is refused with 401).
 */
export function pictureUploadHandler() {
  return routeOf(contract.dfs.upload)(async ({ request }) => {
    const file = (await request.formData()).get('file');
    const name = file instanceof File ? file.name : 'picture.png';
    const pathfileName = `enterprise/2026/11/${name}`;
    return HttpResponse.json({
      code: 0,
      msg: '上传成功',
      data: { url: `/api/dfs/download?fileName=${encodeURIComponent(pathfileName)}`, pathfileName },
    });
  });
}

function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => createApiClient({ baseURL: '/api', getToken: () => STORY_TOKEN }));
  return <OnsiteClientContext.Provider value={client}>{children}</OnsiteClientContext.Provider>;
}

/** The story inside an app with a signed-in session: its api client sends the token header. */
export const withSignedInClient: Decorator = (Story) => (
  <SignedIn>
    <Story />
  </SignedIn>
);

/**
 * Checks that a picture is really shown (loaded and decoded, not a broken image) and that no image
 * of the page carries the token in its URL.
 */
export async function expectPictureShown(image: HTMLElement) {
  await waitFor(() => {
    expect(image).toBeInstanceOf(HTMLImageElement);
    const loaded = image as HTMLImageElement;
    expect(loaded.complete && loaded.naturalWidth > 0).toBe(true);
  });
  for (const each of document.querySelectorAll('img')) expect(each.src).not.toMatch(/token=/);
}

/**
 * Helpers of the enterprise dialog's stories (not exported from the package): antd puts a space
 * between two Chinese characters of a button, toasts and popups are portalled to the body, and a
 * recording MSW handler keeps what the server received.
 */
import type { AnyCall } from '@onsite/api-client';
import { currentUsers, happyResolver, type ProfileName, routeOf } from '@onsite/api-client/testing';
import { PERMISSION_CODES } from '@onsite/domain';
import { HttpResponse } from 'msw';
import { expect, type Mock, userEvent, waitFor, within } from 'storybook/test';
import type { OnsiteUser } from '../permissions';

/** How long a story waits for a first answer: the machines running the stories are shared and slow. */
export const SLOW = { timeout: 8000 } as const;

/** A button or tab name, allowing the space antd inserts between two Chinese characters. */
export function named(text: string): RegExp {
  const escaped = [...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s*')}\\s*$`);
}

/** Queries over the whole page (dialogs, toasts and popconfirms are portalled). */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits for a toast (or any text) to be visible on the page. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const toasts = await page(canvasElement).findAllByText(text, {}, SLOW);
  await waitFor(() => expect(toasts.some((toast) => toast.checkVisibility())).toBe(true), SLOW);
}

/**
 * The dialog of that title, once its opening animation has run. antd names a dialog by its title's
 * id, and rc-util gives every id the same value under NODE_ENV=test: with two dialogs open, both get
 * the first one's name. So the title is also matched as the first text of the dialog.
 */
export async function dialogNamed(canvasElement: HTMLElement, name: string) {
  const dialog = await waitFor(() => {
    const dialogs = page(canvasElement).queryAllByRole('dialog');
    const found = dialogs.find((element) => element.textContent?.trimStart().startsWith(name));
    if (found === undefined) throw new Error(`no dialog titled ${name}`);
    return found;
  }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible(), SLOW);
  return within(dialog);
}

/** An MSW handler answering `call` as usual and handing what the server received to `spy`. */
export function recording(call: AnyCall, spy: Mock) {
  return routeOf(call)(async (info) => {
    const url = new URL(info.request.url);
    const body = info.request.method === 'GET' ? undefined : await info.request.clone().json();
    spy(body ?? Object.fromEntries(url.searchParams));
    return happyResolver(call)(info);
  });
}

/** A 1×1 PNG: thumbnails of stories load without any network. */
export const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A picture file as a person would pick it. */
export function pictureFile(name = 'barcode.png'): File {
  const bytes = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** The file input of an antd Upload inside `container` (hidden; a person reaches it through the button). */
export function fileInputOf(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input here');
  return input;
}

/**
 * antd animates a dropdown in with `pointer-events: none`; a person clicks once it has settled. In a
 * story iframe that is not painted (several stories run at once) the animation may never finish, so
 * after a short wait the click goes to the option without the pointer-events check.
 */
export async function clickOption(element: Element) {
  const settled = await waitFor(
    () => {
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        if (getComputedStyle(node).pointerEvents === 'none') throw new Error('still opening');
      }
    },
    { timeout: 1500 },
  ).then(
    () => true,
    () => false,
  );
  await (settled ? userEvent : userEvent.setup({ pointerEventsCheck: 0 })).click(element);
}

/**
 * Opens a select, clicks the option shown with that title, and waits until its list is gone (a
 * multiple select is closed by a click beside it), so axe sees the page as a person leaves it.
 */
export async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listId = combobox.getAttribute('aria-controls') ?? `${combobox.id}_list`;
  const list = await waitFor(() => {
    const element = combobox.ownerDocument.getElementById(listId);
    if (element === null) throw new Error(`the list ${listId} is not open`);
    return element;
  });
  // The accessible list beside the shown options; the shown ones carry their label as title.
  const popup = list.parentElement?.parentElement ?? combobox.ownerDocument.body;
  const target = await within(popup).findByTitle(option);
  await clickOption(target);
  if (combobox.getAttribute('aria-expanded') === 'true') await userEvent.click(combobox.ownerDocument.body);
  await waitFor(() => expect(list.checkVisibility()).toBe(false));
}

/** The signed-in user of a fixture profile, as `parameters.user` takes it. */
export function userOf(profile: ProfileName): OnsiteUser {
  const { userId, userType, buttons } = currentUsers[profile];
  return { userId, userType, buttons };
}

/** A user with every dialog code but priceInfo: no amount tab. */
export const USER_WITHOUT_PRICE_INFO: OnsiteUser = {
  userId: 9,
  userType: '01',
  buttons: PERMISSION_CODES.filter((code) => code !== 'priceInfo'),
};

/** Answers `call` with a refusal the first time and as usual afterwards (a retry succeeds). */
export function failingOnce(call: AnyCall, msg = '服务暂时不可用') {
  let failed = false;
  return routeOf(call)(async (info) => {
    if (!failed) {
      failed = true;
      return HttpResponse.json({ code: 500, msg });
    }
    return happyResolver(call)(info);
  });
}

/** When a request started and when its answer left, per call name (ms since the page loaded). */
export interface RequestTiming {
  call: string;
  start: number;
  end: number;
}

/**
 * An MSW handler answering `call` after `delayMs` and logging when the request came and went, to
 * show that a section's requests start together (no waterfall). The delay is long because the
 * shared machines running the stories can take a few hundred ms between two requests of one render.
 */
export function timed(call: AnyCall, name: string, log: RequestTiming[], delayMs = 1500) {
  return routeOf(call)(async (info) => {
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = await happyResolver(call)(info);
    log.push({ call: name, start, end: performance.now() });
    return answer;
  });
}

/** Requests that started only after another one had finished (0 means none waited). */
export function waterfallDepth(log: readonly RequestTiming[]): number {
  const firstEnd = Math.min(...log.map((timing) => timing.end));
  return log.filter((timing) => timing.start >= firstEnd).length;
}

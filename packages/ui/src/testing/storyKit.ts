/**
 * The one story kit of the workspace (`@onsite/ui/testing`): what ui, console and embedding apps' stories
 * need to act as a person. antd puts a space between two Chinese characters of a button, toasts and
 * popups are portalled to the body, and a recording MSW handler keeps what the server received.
 */
import type { AnyCall } from '@onsite/api-client';
import { currentUsers, happyResolver, type ProfileName, routeOf } from '@onsite/api-client/testing';
import { PERMISSION_CODES } from '@onsite/domain';
import { HttpResponse } from 'msw';
import { expect, type Mock, type queries, userEvent, waitFor, within } from 'storybook/test';
import type { OnsiteUser } from '../providers/permissions';

/** What `within` returns: the queries of a part of the page. */
export type Queries = ReturnType<typeof within<typeof queries>>;

/** How long a story waits for a first answer: the machines running the stories are shared and slow. */
export const SLOW = { timeout: 8000 } as const;

/** A button or tab name, allowing the space antd inserts between two Chinese characters. */
export function named(text: string): RegExp {
  const escaped = [...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s*')}\\s*$`);
}

/** Queries over the whole page (dialogs, toasts and popconfirms are portalled). */
export function page(canvasElement: HTMLElement): Queries {
  return within(canvasElement.ownerDocument.body);
}

/** Waits for a toast (or any text) to be visible on the page. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const toasts = await page(canvasElement).findAllByText(text, {}, SLOW);
  await waitFor(() => expect(toasts.some((toast) => toast.checkVisibility())).toBe(true), SLOW);
}

/** The open dialog whose title reads exactly `title`, once its opening animation has run. */
export async function dialogTitled(canvasElement: HTMLElement, title: string): Promise<Queries> {
  const dialog = await waitFor(() => {
    const found = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (element) => element.querySelector('.ant-modal-title')?.textContent?.trim() === title,
    );
    if (found === undefined) throw new Error(`no dialog titled ${title}`);
    return found;
  }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible(), SLOW);
  return within(dialog);
}

/**
 * Waits until no dialog titled `title` is shown any more (its closing animation has run): a story that
 * ends on a dialog's button waits for it, or the axe check meets a button still fading or loading.
 */
export async function expectDialogClosed(canvasElement: HTMLElement, title: string) {
  await waitFor(() => {
    const open = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(
      (element) =>
        element.querySelector('.ant-modal-title')?.textContent?.trim() === title && element.checkVisibility(),
    );
    expect(open).toEqual([]);
  }, SLOW);
}

/**
 * The dialog of that title, once its opening animation has run. antd names a dialog by its title's
 * id, and rc-util gives every id the same value under NODE_ENV=test: with two dialogs open, both get
 * the first one's name. So the title is also matched as the first text of the dialog.
 */
export async function dialogNamed(canvasElement: HTMLElement, name: string): Promise<Queries> {
  const dialog = await waitFor(() => {
    const dialogs = page(canvasElement).queryAllByRole('dialog');
    const found = dialogs.find((element) => element.textContent?.trimStart().startsWith(name));
    if (found === undefined) throw new Error(`no dialog titled ${name}`);
    return found;
  }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible(), SLOW);
  return within(dialog);
}

/**
 * An MSW handler answering `call` as usual and handing `spy` what the server received: the JSON
 * body, or the query when there is none (the contract calls of 000 §7.8 post query parameters only).
 */
export function recording(call: AnyCall, spy: Mock) {
  return routeOf(call)(async (info) => {
    const text = info.request.method === 'GET' ? '' : await info.request.clone().text();
    spy(text === '' ? Object.fromEntries(new URL(info.request.url).searchParams) : JSON.parse(text));
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
 * Opens a select (or tree select), clicks the option shown with that title, and waits until its list
 * is gone (a multiple select is closed by a click beside it), so axe sees the page as a person leaves it.
 */
export async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listOf = () =>
    combobox.ownerDocument.getElementById(combobox.getAttribute('aria-controls') ?? `${combobox.id}_list`);
  // A select's popup holds its accessible list (the shown options carry their label as title); a tree
  // select's popup is the open dropdown.
  const popup = await waitFor(() => {
    const open = [...combobox.ownerDocument.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
      (element) => !element.classList.contains('ant-select-dropdown-hidden'),
    );
    const found = listOf()?.parentElement?.parentElement ?? open;
    if (found === undefined) throw new Error(`the list of ${combobox.id} is not open`);
    return found;
  }, SLOW);
  await clickOption(await within(popup).findByTitle(option, {}, SLOW));
  if (combobox.getAttribute('aria-expanded') === 'true') await userEvent.click(combobox.ownerDocument.body);
  await waitFor(() => expect(popup.checkVisibility()).toBe(false), SLOW);
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

/** The table row showing `text` in one of its cells (once the list has loaded), to query inside it. */
export async function rowOf(canvasElement: HTMLElement, text: string): Promise<Queries> {
  const cell = await page(canvasElement).findByText(text, { selector: 'td, td *' }, SLOW);
  const row = cell.closest('tr');
  if (row === null) throw new Error(`${text} is not in a table row`);
  return within(row);
}

/** Waits until the element found is visible: toasts and form messages animate in. */
export async function expectShown(found: Promise<HTMLElement> | HTMLElement) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible(), SLOW);
}

/** Waits until a text has faded in completely (axe reads the colours of a half-shown one). */
export async function shown(container: ReturnType<typeof within>, text: string) {
  const element = await container.findByText(text, {}, SLOW);
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
      expect(getComputedStyle(node).opacity).toBe('1');
    }
  }, SLOW);
  await expect(element).toBeVisible();
}

/** Opens a tab by its name and waits until it is the selected one. */
export async function openTab(canvasElement: HTMLElement, name: string | RegExp) {
  const tab = await page(canvasElement).findByRole('tab', { name }, SLOW);
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'), SLOW);
}

/** The data rows of a table, once there are some. */
export async function rowsOf(table: HTMLElement) {
  return waitFor(() => {
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
    if (rows.length === 0) throw new Error('no rows yet');
    return rows;
  }, SLOW);
}

/** Waits until a text inside `scope` is visible (form messages animate in). */
export async function expectTextShown(scope: { getByText: (text: string) => HTMLElement }, text: string) {
  await waitFor(() => expect(scope.getByText(text)).toBeVisible(), SLOW);
}

/** The open option list of a select (antd gives it the id `{inputId}_list`). */
async function openList(canvasElement: HTMLElement, label: string) {
  const combobox = page(canvasElement).getByLabelText(label);
  await userEvent.click(combobox);
  const list = await waitFor(() => {
    const element = canvasElement.ownerDocument.getElementById(`${combobox.id}_list`);
    if (element === null) throw new Error(`the list of ${label} is not open`);
    return element;
  });
  return { combobox, list };
}

/** Closes the open list and waits until it is gone, as a person would before going on. */
async function closeList({ combobox, list }: { combobox: HTMLElement; list: HTMLElement }) {
  if (!list.checkVisibility()) return;
  // A click outside the select closes its list, as for a person.
  if (combobox.getAttribute('aria-expanded') === 'true') await userEvent.click(combobox.ownerDocument.body);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(list).not.toBeVisible(), { timeout: 3000 });
}

/** Opens the select labelled `label` (not yet at hand) and clicks the option named `option` (selects or deselects it). */
export async function chooseLabelledOption(
  canvasElement: HTMLElement,
  label: string,
  option: string | RegExp,
) {
  const opened = await openList(canvasElement, label);
  // The options may still be on their way (a dictionary, a user list): wait for them.
  await userEvent.click(await within(opened.list).findByRole('option', { name: option }, { timeout: 5000 }));
  await closeList(opened);
}

/** The names of the options the select labelled `label` offers, read from its open list. */
export async function optionsOf(canvasElement: HTMLElement, label: string): Promise<string[]> {
  const opened = await openList(canvasElement, label);
  const items = await within(opened.list).findAllByRole('option', {}, { timeout: 5000 });
  const names = items.map((item) => item.textContent ?? '');
  await closeList(opened);
  return names;
}

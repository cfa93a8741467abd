/** Helpers of the enterprise screens' stories: rows, dialogs and the signed-in user of a fixture profile. */
import type { AnyCall } from '@onsite/api-client';
import { currentUsers, happyResolver, type ProfileName, routeOf } from '@onsite/api-client/testing';
import type { OnsiteUser } from '@onsite/ui';
import { expect, type Mock, waitFor, within } from 'storybook/test';
import { page, SLOW } from '../storyKit';

/** The signed-in user of a fixture profile, as `parameters.user` takes it. */
export function storyUser(profile: ProfileName): OnsiteUser {
  const { userId, userType, buttons } = currentUsers[profile];
  return { userId, userType, buttons };
}

/** The table row showing `text` (once the list has loaded), to query inside it. */
export async function rowOf(canvasElement: HTMLElement, text: string) {
  const cell = await page(canvasElement).findByText(text, { selector: 'td, td *' }, SLOW);
  const row = cell.closest('tr');
  if (row === null) throw new Error(`${text} is not in a table row`);
  return within(row);
}

/**
 * The dialog of that title, once its opening animation has run. antd names a dialog by its title's
 * id, which may repeat under test: the title is matched as the dialog's first text.
 */
export async function dialogNamed(canvasElement: HTMLElement, name: string) {
  const dialog = await waitFor(() => {
    const found = page(canvasElement)
      .queryAllByRole('dialog')
      .find((element) => element.textContent?.trimStart().startsWith(name));
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
export function recordingCall(call: AnyCall, spy: Mock) {
  return routeOf(call)(async (info) => {
    const text = info.request.method === 'GET' ? '' : await info.request.clone().text();
    spy(text === '' ? Object.fromEntries(new URL(info.request.url).searchParams) : JSON.parse(text));
    return happyResolver(call)(info);
  });
}

/** Waits until the element found is visible: toasts and form messages animate in. */
export async function expectShown(found: Promise<HTMLElement> | HTMLElement) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible(), SLOW);
}

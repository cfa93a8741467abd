/**
 * Helpers of the system screens' stories: antd dialogs and dropdowns are portalled and animated, so a
 * person's click waits until they have settled (the same approach as the ui's enterprise story kit).
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page, SLOW } from '../storyKit';

/** The dialog of that title, once its opening animation has run. */
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

/** Clicks an option once its dropdown stopped animating (or without the check when it never settles). */
async function clickOption(element: Element) {
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

/** Opens a select (or tree select), clicks the option of that title and waits until its list is gone. */
export async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listOf = () =>
    combobox.ownerDocument.getElementById(combobox.getAttribute('aria-controls') ?? `${combobox.id}_list`);
  // A select's popup holds its accessible list; a tree select's popup is the open dropdown.
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
  // Gone for axe too: the popup (with a select's unnamed accessible list) is hidden once closed.
  await waitFor(() => expect(popup.checkVisibility()).toBe(false), SLOW);
}

/** The data rows of a table, once there are some. */
export async function rowsOf(table: HTMLElement) {
  return waitFor(() => {
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
    if (rows.length === 0) throw new Error('no rows yet');
    return rows;
  }, SLOW);
}

/** Waits for a toast (or any text) to be visible on the page, its entry animation done. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const toasts = await page(canvasElement).findAllByText(text, {}, SLOW);
  await waitFor(() => expect(toasts.some((toast) => toast.checkVisibility())).toBe(true), SLOW);
}

/** Waits until a text inside `scope` is visible (form messages animate in). */
export async function expectShown(scope: { getByText: (text: string) => HTMLElement }, text: string) {
  await waitFor(() => expect(scope.getByText(text)).toBeVisible(), SLOW);
}

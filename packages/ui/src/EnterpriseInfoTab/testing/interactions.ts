import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The whole page: antd portals dropdowns, popconfirms and toasts to the body. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open option list of a select (antd gives it the id `{inputId}_list`). */
async function openList(canvasElement: HTMLElement, label: string) {
  const combobox = pageOf(canvasElement).getByLabelText(label);
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

/** Opens the select labelled `label` and clicks the option named `option` (selects or deselects it). */
export async function chooseOption(canvasElement: HTMLElement, label: string, option: string | RegExp) {
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

/**
 * Waits for a toast (antd message) with the text; on failure names the toasts that did show. A
 * toast lives three seconds, so it may already be fading when found: being there is enough.
 */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const page = pageOf(canvasElement);
  await page.findByText(text, {}, { timeout: 8000 }).catch(() => {
    // Diagnostics only: what the page did say instead.
    const shown = [...canvasElement.ownerDocument.querySelectorAll('.ant-message-notice')].map(
      (n) => n.textContent,
    );
    throw new Error(`No toast "${text}"; toasts shown: ${JSON.stringify(shown)}`);
  });
}

/** Waits until a text (a field's message, which fades in) is shown. */
export async function expectShown(container: HTMLElement, text: string) {
  const element = await within(container).findByText(text, {}, { timeout: 8000 });
  await waitFor(() => expect(element).toBeVisible());
}

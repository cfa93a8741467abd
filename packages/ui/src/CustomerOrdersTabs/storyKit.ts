/**
 * Helpers of the customer-order stories (not exported from the package): the calls they record and
 * how a person finds a row, a tab and a form message.
 */
import { contract } from '@onsite/api-client';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page, recording, SLOW } from '../enterprise/storyKit';

export const { customer } = contract.order;

/** What the server received, per call; cleared before every story. */
export const calls = {
  listed: fn(),
  sent: fn(),
  removed: fn(),
  recovered: fn(),
  exported: fn(),
};

/** Records every customer-order call into {@link calls}; for a story's `beforeEach` with its `msw`. */
export function recordCustomerOrderCalls(msw: { use: (...handlers: HttpHandler[]) => void }) {
  for (const spy of Object.values(calls)) spy.mockClear();
  msw.use(
    recording(customer.selectOrderList, calls.listed),
    recording(customer.sendOrder, calls.sent),
    recording(customer.removeOrder, calls.removed),
    recording(customer.recoverOrder, calls.recovered),
    recording(customer.export, calls.exported),
  );
}

/** The row of a customer, once the list has come back. */
export const rowOf = async (canvasElement: HTMLElement, customerName: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(customerName) }, SLOW));

/** Waits until a form message has faded in completely (axe reads the colours of a half-shown one). */
export async function shown(container: ReturnType<typeof within>, text: string) {
  const element = await container.findByText(text);
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
      expect(getComputedStyle(node).opacity).toBe('1');
    }
  }, SLOW);
  await expect(element).toBeVisible();
}

/** Opens a status tab by its name (with its count). */
export async function openTab(canvasElement: HTMLElement, name: string) {
  const tab = await page(canvasElement).findByRole('tab', { name }, SLOW);
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'), SLOW);
}

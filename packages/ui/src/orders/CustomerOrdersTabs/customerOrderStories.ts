/**
 * What the customer-order stories share beyond the story kit: the calls they record and how a person
 * finds a customer's row.
 */
import { contract } from '@onsite/api-client';
import type { HttpHandler } from 'msw';
import { fn, within } from 'storybook/test';
import { page, recording, SLOW } from '../../testing/storyKit';

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

/**
 * Helpers of the order screens' stories (not shipped): the menu routes the screens link through,
 * and choosing an option of an antd select as a person does.
 */
import type { AnyCall } from '@onsite/api-client';
import { happyResolver, type ProfileName, routeOf } from '@onsite/api-client/testing';
import { buildRoutes } from '@onsite/domain';
import { expect, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { useSessionStore } from '../../stores/sessionStore';

const menu = (menuId: number, parentId: number, menuName: string, menuKey: string, visible = '0') => ({
  menuId,
  parentId,
  menuName,
  menuKey,
  menuType: parentId === 0 ? 'M' : 'C',
  visible,
  orderNum: menuId,
});

/** The order directory of the seed's menu (paths /order/orderList, /order/orderDetails, …). */
export const ORDER_MENU = [
  menu(2, 0, '订单管理', 'order'),
  menu(21, 2, '订单列表', 'orderList'),
  menu(22, 2, '创建订单', 'createOrder'),
  menu(23, 2, '企业下单', 'qyCreateOrder', '1'),
  menu(24, 2, '订单详情', 'orderDetails', '1'),
];

/** Puts the order menu's routes in the session, as sign-in does; call it in a story's beforeEach. */
export function withOrderRoutes(): () => void {
  const before = useSessionStore.getState().routes;
  useSessionStore.setState({ routes: buildRoutes(ORDER_MENU) });
  return () => useSessionStore.setState({ routes: before });
}

/** Opens a select, clicks the option shown with that title, and waits until its list is gone. */
export async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listId = combobox.getAttribute('aria-controls') ?? `${combobox.id}_list`;
  const list = await waitFor(() => {
    const element = combobox.ownerDocument.getElementById(listId);
    if (element === null) throw new Error(`the list ${listId} is not open`);
    return element;
  });
  const popup = list.parentElement?.parentElement ?? combobox.ownerDocument.body;
  const target = await within(popup).findByTitle(option);
  // antd animates the list in with pointer-events: none; a person clicks once it has settled.
  const settled = await waitFor(
    () => {
      for (let node: Element | null = target; node !== null; node = node.parentElement) {
        if (getComputedStyle(node).pointerEvents === 'none') throw new Error('still opening');
      }
    },
    { timeout: 1500 },
  ).then(
    () => true,
    () => false,
  );
  await (settled ? userEvent : userEvent.setup({ pointerEventsCheck: 0 })).click(target);
  if (combobox.getAttribute('aria-expanded') === 'true') await userEvent.click(combobox.ownerDocument.body);
  await waitFor(() => expect(list.checkVisibility()).toBe(false), { timeout: 8000 });
}

/** The dialog whose text starts with that title, once visible (antd portals it to the body). */
export async function dialogNamed(body: HTMLElement, name: string) {
  const dialog = await waitFor(
    () => {
      const found = within(body)
        .queryAllByRole('dialog')
        .find((element) => element.textContent?.trimStart().startsWith(name));
      if (found === undefined) throw new Error(`no dialog titled ${name}`);
      return found;
    },
    { timeout: 8000 },
  );
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 8000 });
  return within(dialog);
}

/** An MSW handler answering `call` for a fixture profile's session and handing what it received to `spy`. */
export function recordingAs(call: AnyCall, spy: Mock, profile: ProfileName) {
  return routeOf(call)(async (info) => {
    const url = new URL(info.request.url);
    const body = info.request.method === 'GET' ? undefined : await info.request.clone().json();
    spy(body ?? Object.fromEntries(url.searchParams));
    return happyResolver(call, { profile })(info);
  });
}

/** Waits until some element showing `text` is visible (toasts and form errors animate in). */
export async function expectVisibleText(body: HTMLElement, text: string, selector?: string) {
  await waitFor(
    () => {
      const shown = within(body)
        .queryAllByText(text, selector ? { selector } : {})
        .some((element) => element.checkVisibility({ opacityProperty: true }));
      expect(shown).toBe(true);
    },
    { timeout: 8000 },
  );
}

/** A form field's error message, once it has animated in. */
export const FIELD_ERROR = '.ant-form-item-explain-error';

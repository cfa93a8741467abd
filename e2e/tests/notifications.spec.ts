import { SIMULATE_PORT } from '../playwright.config';
import { expect, fillAccountLogin, test } from './support';

// The second test server runs with ONSITE_SIMULATE=1: every 5 s it creates a real event, in turn a
// new customer order (type 2), a reminder on an open order (type 3) and a customer-service request
// (type 1), and pushes it on the live channel to the users concerned (the administrators among them).
const SIMULATED = `http://localhost:${SIMULATE_PORT}`;
const EVENT_WAIT = { timeout: 25_000 };

test.describe('live notifications pushed by the server (spec 000 §9)', () => {
  test.beforeEach(async ({ page }) => {
    // Record the spoken prompts (types 1–3 speak); headless Chromium has no audio.
    await page.addInitScript(() => {
      const spoken: string[] = [];
      Object.assign(window, { __spoken: spoken });
      class Utterance {
        lang = '';
        voice = null;
        constructor(readonly text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: { getVoices: () => [], speak: (utterance: Utterance) => spoken.push(utterance.text) },
      });
    });
    await page.goto(`${SIMULATED}/user/login`);
    await fillAccountLogin(page, 'admin');
    await expect(page).toHaveURL(`${SIMULATED}/dashboard/welcome`);
    // The pointer rests where 登录 was, which the alerts' column at the bottom right (D24) can reach
    // once three are open: antd pauses every alert's timer while one is hovered, as it should for a
    // person reading it. Move it away, as a hand does after signing in.
    await page.getByRole('heading', { name: '欢迎', exact: true }).hover();
  });

  test('a new order (type 2) shows and goes away by itself', async ({ page }) => {
    const alert = page.getByRole('alert').filter({ hasText: '新订单提醒' }).first();
    await expect(alert).toBeVisible(EVENT_WAIT);
    await expect(alert).toContainText('有新的客户订单');
    await expect(alert).toBeHidden({ timeout: 10_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
      .toContain('新订单提醒');
  });

  test('a reminder (type 3) offers 稍后处理 and 立即处理, which opens the order', async ({ page }) => {
    const alert = page.getByRole('alert').filter({ hasText: '催单提醒' }).first();
    await expect(alert).toBeVisible(EVENT_WAIT);
    await expect(alert.getByRole('button', { name: '稍后处理' })).toBeVisible();
    await alert.getByRole('button', { name: '立即处理' }).click();
    await expect(page).toHaveURL(/\/order\/orderList\?orderId=\d+&time=\d+$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
      .toContain('催单提醒');
  });

  test('a customer-service request (type 1) stays until acted on and opens my customer-service orders', async ({
    page,
  }) => {
    const alert = page.getByRole('alert').filter({ hasText: '客服申请' }).first();
    await expect(alert).toBeVisible({ timeout: 35_000 });
    await page.waitForTimeout(6_000);
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: '查看工单' }).click();
    await expect(page).toHaveURL(
      `${SIMULATED}/order/orderList?orderStatus=customerServiceApply&isMyOrder=true`,
    );
    await expect(page.getByRole('heading', { name: '订单列表' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import {
  accountMenu,
  expect,
  OK,
  PNG_1X1,
  signIn,
  signInWith,
  signOut,
  test,
  walletBalance,
  yuanOf,
} from './support';

// Issue 17, D32/D33: an order runs to its end across three people. The enterprise user's waiting
// order is dispatched to the demo master by the dispatcher; the master signs in, lands on their own
// list, accepts, checks in and completes it with a photo, a serial number and a part; the dispatcher
// accepts the work (验收) and settles it; the enterprise's wallet and bills show the settlement.
// D34: after 签到 the master asks for a fee increase, which the dispatcher approves in 待办任务 before
// the acceptance; the order details count it in the settlement. (Ordering has its own journey.)

/** D33: master 1 of the seed. */
const MASTER = { username: 'master', password: 'Master@1234', name: '郭师傅' };
/** The first answer of a screen (its chunk, dictionaries and list) on a shared, slow machine. */
const FIRST_LOAD = { timeout: 30_000 };
/** antd spaces the two characters of a button's name. */
const named = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

/** The row of an order in the staff's order list, found by its number through the query form. */
async function staffRow(page: Page, orderNo: string) {
  await page.goto('/order/orderList');
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '订单编号' }).fill(orderNo, FIRST_LOAD);
  await form.getByRole('button', { name: /查\s?询/ }).click();
  const row = page.getByRole('table', { name: '订单列表' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toBeVisible(FIRST_LOAD);
  return row;
}

test('an order runs to settlement: dispatched, accepted, checked in and completed by the master, verified and settled by staff', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The enterprise user: a waiting order of theirs, and their balance.
  await signIn(page, 'enterprise');
  const before = await walletBalance(page);
  await page.goto('/order/orderList?orderStatus=toDispatch&held=false');
  const waiting = page.getByRole('table', { name: '订单列表' }).locator('tbody tr.ant-table-row').first();
  await expect(waiting).toBeVisible(FIRST_LOAD);
  const orderNo = ((await waiting.locator('td').first().textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^GD\d+$/);
  await signOut(page);

  // The dispatcher sends it to 郭师傅.
  await signIn(page, 'dispatcher');
  let row = await staffRow(page, orderNo);
  await row.getByRole('button', { name: named('派单') }).click();
  const dispatch = page.getByRole('dialog', { name: '派单' });
  // The master is typed into the searchable list and taken with Enter: in a dialog still settling a
  // click on an option was lost (orders.spec.ts meets the same and takes its option with Enter).
  const masters = dispatch.getByRole('combobox', { name: '派给师傅' });
  await masters.click();
  await masters.fill(MASTER.name);
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first(),
  ).toContainText(MASTER.name);
  await masters.press('Enter');
  // The chosen master's label shows in the field (the typed search text is an input's value, not text).
  await expect(dispatch).toContainText(MASTER.name);
  await dispatch.getByRole('button', { name: OK }).click();
  await expect(page.getByText('派单成功')).toBeVisible();
  await signOut(page);

  // The master lands on their own list and works the order.
  await signInWith(page, MASTER);
  await expect(page).toHaveURL(/\/order\/masterOrderList/);
  const mine = page.getByRole('table', { name: '我的订单' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(mine).toContainText('已派单', FIRST_LOAD);
  await mine.getByRole('button', { name: named('接单') }).click();
  await expect(page.getByText('接单成功')).toBeVisible();
  await expect(mine).toContainText('已接单');
  await mine.getByRole('button', { name: named('签到') }).click();
  await expect(page.getByText('已到达客户现场，确认签到？')).toBeVisible();
  await page.getByRole('button', { name: OK }).last().click();
  await expect(page.getByText('签到成功')).toBeVisible();
  await expect(mine).toContainText('服务中');

  // D34: a fee increase, asked on site.
  await mine.getByRole('button', { name: named('申请加价') }).click();
  const ask = page.getByRole('dialog', { name: '申请加价' });
  await ask.getByRole('spinbutton', { name: '加价金额（元）' }).fill('66.6');
  await ask.getByRole('textbox', { name: '申请原因' }).fill('六楼无电梯，需搬运上楼');
  await ask.getByRole('button', { name: named('提交申请') }).click();
  await expect(page.getByText('申请已提交，等待审批')).toBeVisible();
  await expect(ask).toBeHidden();

  await mine.getByRole('button', { name: named('完工') }).click();
  const complete = page.getByRole('dialog', { name: '完工' });
  await complete.locator('input[type="file"]').setInputFiles({
    name: 'work.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(page.getByText('上传成功')).toBeVisible();
  await complete.getByRole('textbox', { name: '产品序列号' }).fill('SN-E2E-0001');
  await complete.getByRole('button', { name: /添加配件/ }).click();
  await complete.getByRole('textbox', { name: '配件名称 1' }).fill('锁芯');
  await complete.getByRole('checkbox', { name: '客户已确认' }).check();
  await complete.getByRole('button', { name: OK }).click();
  await expect(page.getByText('完工提交成功')).toBeVisible();
  await expect(complete).toBeHidden();
  await expect(mine).toContainText('已完成');
  await signOut(page);

  // The dispatcher approves the increase in 待办任务, accepts the work and settles it.
  await signIn(page, 'dispatcher');
  await page.goto('/order/tasking');
  const task = page.getByRole('table', { name: '待办任务' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(task).toContainText('加价 66.60 元', FIRST_LOAD);
  await task.getByRole('button', { name: named('同意') }).click();
  await expect(
    page.getByText(`同意订单 ${orderNo} 的加价申请（66.60 元）吗？同意后计入结算，不能撤回。`),
  ).toBeVisible();
  await page.getByRole('button', { name: OK }).last().click();
  await expect(task).toBeHidden();
  row = await staffRow(page, orderNo);
  await expect(row).toContainText('已完成');
  await row.getByRole('button', { name: named('验收') }).click();
  await expect(page.getByText(`订单 ${orderNo} 已完工，验收通过？`)).toBeVisible();
  await page.getByRole('button', { name: OK }).last().click();
  await expect(page.getByText('验收成功')).toBeVisible();
  await expect(row).toContainText('已验收');
  await row.getByRole('button', { name: named('结算') }).click();
  await page.getByRole('button', { name: OK }).last().click();
  const settled = page.getByRole('dialog', { name: '结算成功' });
  await expect(settled).toContainText(`订单 ${orderNo} 已结算`);
  const charged = yuanOf(await settled.getByRole('row', { name: /企业支付/ }).textContent());
  expect(charged).toBeGreaterThan(0);
  // A success dialog's only button: antd's 知道了.
  await settled.getByRole('button', { name: /知道了/ }).click();
  await expect(row).toContainText('已结算');
  // The details count the approved increase in the settlement.
  expect(charged).toBeGreaterThan(66.6);
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page.getByText('已同意的申请计入结算：66.60 元')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('table', { name: '加价与新增配件' })).toContainText('已同意');
  await signOut(page);

  // The enterprise's wallet and bills show it.
  await signIn(page, 'enterprise');
  expect(await walletBalance(page, before - charged)).toBeCloseTo(before - charged, 2);
  await accountMenu(page, '账单');
  const line = page.getByRole('dialog', { name: '账单明细' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(line).toBeVisible(FIRST_LOAD);
  // The change (a charge, negative) and the balance after it.
  await expect(line).toContainText(charged.toFixed(2));
  await expect(line).toContainText((before - charged).toFixed(2));
});

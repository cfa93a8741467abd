import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
const port = 8402;
const server = spawn(process.execPath, ['--conditions=@onsite/source', '--import', 'tsx', 'src/main.ts'], {
  env: { ...process.env, PORT: String(port), ONSITE_DB: ':memory:', ONSITE_CAPTCHA: 'off', ONSITE_SMS_CODE: '123456', ONSITE_LOG: 'off' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('Onsite console') && resolve()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage();
const violations = [];
page.on('console', (m) => { if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text()); });
page.on('pageerror', (e) => violations.push(`pageerror ${e.message}`));
await page.goto(`http://localhost:${port}/user/login`);
await page.getByLabel(/账号|用户名/).first().fill('admin').catch(() => {});
await page.locator('input[type=password]').first().fill('Admin@12345');
await page.keyboard.press('Enter');
await page.waitForTimeout(4000);
for (const url of ['/dashboard/welcome', '/enterprise/list']) {
  await page.goto(`http://localhost:${port}${url}`);
  await page.waitForTimeout(3000);
}
console.log('url', page.url());
console.log('violations', violations.length, violations.slice(0, 10));
await browser.close();
server.kill();

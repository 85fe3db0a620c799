import { test, expect, apiAs } from './fixtures';
import { buildTradingFixture, type ApiCall } from '../support/reportsFixture';
import { todayInDhaka } from '../../src/domain/dates';
test('debug pdf', async ({ admin: page, request, adminToken }) => {
  test.setTimeout(200_000);
  const as = apiAs(request, adminToken);
  const call: ApiCall = (method, url, body) => (method === 'GET' ? as.get(url) : method === 'POST' ? as.post(url, body) : as.patch(url, body));
  await buildTradingFixture(call, Array(7).fill(todayInDhaka()), ' dbg');
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto('/report/purchase');
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.locator('.a4-sheet')).toBeVisible();
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await page.waitForTimeout(15000);
  await page.screenshot({ path: 'test-results/shots/debug-pdf.png' });
  console.log(logs.join('\n'));
});

// Choosing in Mantine selects from the collections and accounts specs.
import type { Page } from '@playwright/test';

/** Picks an option of a Mantine select, typing it first when the select is searchable. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  const input = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label })).first();
  await input.click();
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

// Choosing in Mantine selects, for the specs that fill forms.
import type { Page } from '@playwright/test';

/** Picks an option of a Mantine select, typing it first when the select is searchable. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  const input = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label })).first();
  await input.click();
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks a model on a document's line: its group, brand and category, then the model. */
export async function chooseModel(page: Page, place: { g: { name: string }; b: { name: string }; c: { name: string } }, model: string) {
  await choose(page, 'Group', place.g.name);
  await choose(page, 'Brand', place.b.name);
  await choose(page, 'Category', place.c.name);
  await choose(page, 'Model', model);
}

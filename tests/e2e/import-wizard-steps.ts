import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appPath, demoProject } from './app-actions';

/** Opens project `projectId` and, from its toolbar's import button, the import selection screen. */
export async function openImportSelection(page: Page, projectId: number): Promise<void> {
  await page.goto(appPath(`project/${projectId}`));
  await page.getByRole('toolbar').first().getByRole('button', { name: 'Importeren', exact: true }).click();
  await page.waitForURL((url) => url.pathname === appPath('import'));
}

/**
 * From the import wizard's drop step with its files chosen: on to the target step, which proposes the demo project
 * the import started from, and imports into it; waits for the wizard's success line (Dutch).
 */
export async function importIntoDemoProject(wizard: Locator): Promise<void> {
  const button = (name: string) => wizard.getByRole('button', { name, exact: true });
  await button('Volgende').click();
  const code = wizard.getByLabel('Code van het project om in te importeren');
  await code.waitFor();
  expect(await code.inputValue()).toBe(demoProject.code);
  await button('Importeren').click();
  await wizard.getByText(`De rijen zijn geïmporteerd in ${demoProject.code}.`).waitFor();
}

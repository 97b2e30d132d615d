import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProject, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * The project's cadastral overview (spec 01 section 2: the project toolbar's 'cadastral overview';
 * section 3: cadastral records with customers and Vlarem acts) in real Chromium against the real
 * server: opened from the project's toolbar, a parcel, a customer and a Vlarem act added, the
 * customer deleted after a confirmation, and what is left still there after a reload.
 */
const harness = useE2eHarness();

const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Janssens NV verwijderen?' });

describe('the cadastral overview', () => {
  it('opens from the project toolbar, adds a parcel with a customer and a Vlarem act, deletes the customer after confirming', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('heading', { level: 1, name: `${demoProject.code} – ${demoProject.name}` }).waitFor();
    await page.getByRole('toolbar').first().getByRole('button', { name: 'Kadastraal overzicht', exact: true }).click();
    await page.waitForURL(/\/cadastre$/);
    await page.getByRole('heading', { level: 1, name: 'Kadastraal overzicht' }).waitFor();

    const parcelForm = page.getByRole('group', { name: 'Nieuw perceel' });
    await parcelForm.getByLabel('Naam').fill('Amersfoort sectie B');
    await parcelForm.getByLabel('NIS-code').fill('44021');
    await parcelForm.getByLabel('Afdeling').fill('B');
    await parcelForm.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('button', { name: 'Amersfoort sectie B', exact: true }).click();

    const customers = page.getByRole('region', { name: 'Klanten van Amersfoort sectie B' });
    await customers.getByRole('group', { name: 'Nieuwe klant' }).getByLabel('Klantnaam').fill('Janssens NV');
    await customers.getByRole('button', { name: 'Toevoegen' }).click();
    await customers.getByText('Janssens NV', { exact: true }).waitFor();
    const acts = page.getByRole('region', { name: 'Vlarem-akten van Amersfoort sectie B' });
    await acts.getByLabel('Begindatum').fill('2020-01-01');
    await acts.getByRole('button', { name: 'Toevoegen' }).click();
    await acts.getByText('Akte vanaf 01-01-2020', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await customers.getByRole('button', { name: 'Janssens NV verwijderen' }).click();
    await confirm(page).getByRole('button', { name: 'Verwijderen' }).click();
    await expect.poll(() => customers.getByText('Janssens NV', { exact: true }).count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Amersfoort sectie B', exact: true }).click();
    await page.getByRole('region', { name: 'Vlarem-akten van Amersfoort sectie B' }).getByText('Akte vanaf 01-01-2020', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Klanten van Amersfoort sectie B' }).getByRole('listitem').count()).toBe(0);
    expectNoPageProblems(problems);
  });
});

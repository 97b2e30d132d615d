import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProject, openDemoProject, recordToolbarDrawn, signIn, useE2eHarness } from './harness';

/**
 * Two browser contexts (one user signed in twice, as on two machines) edit the same measurement
 * point in its record form (spec 01 section 4: no silent lost update). Each test has its own point.
 */
const harness = useE2eHarness();

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function screenReady(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await recordToolbarDrawn(page);
}

/** Signs in (unless signed in already), opens the demo project and then the point `name` from the palette. */
async function openPoint(page: Page, name: string, signedIn = false): Promise<void> {
  if (!signedIn) await signIn(page);
  await openDemoProject(page);
  await screenReady(page, `${demoProject.code} – ${demoProject.name}`);
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog').getByRole('combobox').fill(name);
  await page.getByRole('dialog').getByRole('group', { name: 'Meetpunten' }).getByRole('option', { name, exact: true }).click();
  await screenReady(page, name);
}

async function saveForm(page: Page): Promise<void> {
  await page.keyboard.press('Control+S');
}

describe('two users edit the same point in its form (spec 01 section 4)', () => {
  it('one user saving the same form twice never conflicts with their own first save', async () => {
    const page = harness.page;
    await openPoint(page, 'B061');
    const save = page.getByRole('toolbar').getByRole('button', { name: 'Opslaan' });
    await field(page, 'Opmerking').fill('Eerste keer');
    await saveForm(page);
    await notice(page, 'Opgeslagen.').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await field(page, 'Opmerking').fill('Tweede keer');
    await saveForm(page);
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await notice(page, 'door iemand anders gewijzigd').count()).toBe(0);
    await page.reload();
    await screenReady(page, 'B061');
    expect(await field(page, 'Opmerking').inputValue()).toBe('Tweede keer');
  });

  it('changes of different fields are merged: both users\' values are stored, nobody is asked', async () => {
    const first = harness.page;
    const { page: second } = await harness.newPage();
    await openPoint(first, 'B062');
    await openPoint(second, 'B062');

    await field(first, 'Opmerking').fill('Van de eerste');
    await saveForm(first);
    await notice(first, 'Opgeslagen.').waitFor();

    await field(second, 'Diepte (cm)').fill('321');
    await saveForm(second);
    await notice(second, 'Opgeslagen.').waitFor();

    await first.reload();
    await screenReady(first, 'B062');
    expect(await field(first, 'Opmerking').inputValue()).toBe('Van de eerste');
    expect(await field(first, 'Diepte (cm)').inputValue()).toBe('321');
  });

  it('the same field changed by both: the second user sees both values, keeps the edit unsaved, and saving again stores it', async () => {
    const first = harness.page;
    const { page: second } = await harness.newPage();
    await openPoint(first, 'B063');
    await openPoint(second, 'B063');

    await field(first, 'Opmerking').fill('Eerste versie');
    await saveForm(first);
    await notice(first, 'Opgeslagen.').waitFor();

    await field(second, 'Opmerking').fill('Tweede versie');
    await saveForm(second);
    const clash = notice(second, 'door iemand anders gewijzigd in “Eerste versie”');
    await clash.waitFor();
    expect(await clash.textContent()).toContain('B063');
    expect(await clash.textContent()).toContain('Tweede versie');
    expect(await field(second, 'Opmerking').inputValue()).toBe('Tweede versie');

    await saveForm(second);
    await notice(second, 'Opgeslagen.').waitFor();
    await first.reload();
    await screenReady(first, 'B063');
    expect(await field(first, 'Opmerking').inputValue()).toBe('Tweede versie');
  });

  it('a point another user changed since it was loaded is not deleted: the deleting user is told, the point stays', async () => {
    const first = harness.page;
    const { page: second } = await harness.newPage();
    await openPoint(first, 'B064');
    await openPoint(second, 'B064');

    await field(first, 'Opmerking').fill('Nog nodig');
    await saveForm(first);
    await notice(first, 'Opgeslagen.').waitFor();

    await second.getByRole('toolbar').getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await notice(second, 'Kan het meetpunt niet opslaan.').waitFor();
    expect(second.url()).toContain('/measurementPoint/');

    await first.reload();
    await screenReady(first, 'B064');
    expect(await field(first, 'Opmerking').inputValue()).toBe('Nog nodig');
  });
});

import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProject, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * Denser screens for a data manager on a 1400×900 screen (spec 01 section 2, the project and the
 * measurement point screens): the point's fields beside its layers grid, both in view at once; the
 * project leads with what it holds (counts and sub-locations) and what changed last before its fields.
 */
const harness = useE2eHarness({ contextOptions: { viewport: { width: 1400, height: 900 } } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

describe('denser screens at 1400×900', () => {
  it("shows the point's fields beside its layers grid, both within the first screen", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B018', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B018', exact: true }).waitFor();
    const name = await box(page.getByLabel('Meetpunt', { exact: true }));
    const layers = page.getByRole('grid', { name: 'Lagen' });
    await layers.locator('[role="row"][aria-rowindex="2"]').waitFor();
    const grid = await box(layers);
    expect(name.x + name.width).toBeLessThanOrEqual(grid.x);
    expect(grid.y).toBeLessThan(900 - 100);
    expect(name.y).toBeLessThan(900 - 100);
    expectNoPageProblems(problems);
  });

  it('leads the project with its counts and sub-locations, above its fields', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('heading', { level: 1, name: `${demoProject.code} – ${demoProject.name}` }).waitFor();
    const counts = page.getByRole('region', { name: 'In dit project' });
    await expect.poll(() => counts.locator('[data-count="points"]').textContent()).toMatch(/^\d+ meetpunten$/);
    await counts.getByText(/^Deellocaties: /).waitFor();
    const code = await box(page.getByLabel('Projectcode', { exact: true }));
    expect((await box(counts)).y).toBeLessThan(code.y);
    expectNoPageProblems(problems);
  });

  it('leads the project with its recent changes, newest first, linked to the record', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B042', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B042', exact: true }).waitFor();
    await page.getByLabel('Opmerking', { exact: true }).fill('Nagekeken op de dag van gebruik');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen.' }).waitFor();
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: demoProject.code, exact: true }).click();

    const recent = page.getByRole('region', { name: 'Recente wijzigingen' });
    const first = recent.getByRole('listitem').first();
    await expect.poll(() => first.getByRole('link').textContent()).toBe('B042');
    expect(await first.textContent()).toMatch(/^Meetpunt B042 \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    const code = await box(page.getByLabel('Projectcode', { exact: true }));
    expect((await box(recent)).y).toBeLessThan(code.y);
    await first.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'B042', exact: true }).waitFor();
    expectNoPageProblems(problems);
  });
});

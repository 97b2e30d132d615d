import { beforeAll, describe, expect, it } from 'vitest';
import { aquoSampleCsv } from '../unit/domain/formats/fixtures/aquo-sample';
import { appPath, demoProject, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, openHarnessDatabase, signIn, useE2eHarness } from './harness';
import { importIntoDemoProject, openImportSelection } from './import-wizard-steps';

/**
 * The import selection screen and the new import (spec 02 sections 2 and 9) in real Chromium against the real
 * server: from the project's toolbar the user chooses the new import with the keyboard, uploads an Aquo
 * measurement CSV into the project, reads the log, and finds the imported point in the points grid. Dutch.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

describe('import selection screen', () => {
  it('chooses the new import by keyboard, imports an Aquo CSV into the project, shows the log and the imported point', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openImportSelection(page, projectId);
    const choices = page.locator('.import-selection');
    const regular = choices.getByRole('button', { name: 'Reguliere import' });
    const fresh = choices.getByRole('button', { name: 'Nieuwe import' });
    await expect.poll(() => regular.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page, { include: '.import-selection' });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => fresh.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'new');

    const wizard = page.locator('.import-wizard');
    const button = (name: string) => wizard.getByRole('button', { name, exact: true });
    // The new import offers only its own types: no project file here.
    await expect.poll(() => wizard.getByRole('radio').count()).toBe(2);
    await wizard.getByRole('radio', { name: /Aquo-meetwaarden/ }).check();
    await button('Volgende').click();
    await wizard.getByLabel('Bestanden kiezen').setInputFiles({ name: 'metingen.csv', mimeType: 'text/csv', buffer: Buffer.from(aquoSampleCsv(['OW-E2E-001', 'OW-E2E-002'])) });
    await wizard.getByText('metingen.csv (').waitFor();
    await importIntoDemoProject(wizard);
    await wizard.getByText('metingen.csv: 2 meetpunten en 2 watermonsters gelezen.').waitFor();
    await wizard.getByText(`Project ${demoProject.code}: 2 meetpunten, 2 watermonsters en 5 waarnemingen geïmporteerd (bijgewerkt of toegevoegd).`).waitFor();
    await expectNoSeriousA11yViolations(page, { include: '.import-wizard' });

    const stored = openHarnessDatabase(harness.databaseEnv);
    const point = await stored.db.selectFrom('tblMeasurementPoints').select(['MpGuid']).where('PrID', '=', projectId).where('MpName', '=', 'OW-E2E-001').executeTakeFirst()
      .finally(() => stored.close());
    const guid = String(point?.MpGuid ?? '');
    expect(guid).not.toBe('');
    await page.goto(appPath(`project/${projectId}/overview/108/${guid}`));
    await page.getByRole('grid').getByRole('row').filter({ hasText: 'OW-E2E-001' }).waitFor();
    expectNoPageProblems(problems);
  });
});

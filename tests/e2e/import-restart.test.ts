import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../server/seed/demo-project';
import { nativeDeflater } from '../../server/services/import-export/native-deflate';
import { readTiDocument } from '../../server/services/import-export/ti-export-service';
import { seedProject } from '../../server/services/seed-project';
import { encodeTiFile } from '../../src/domain/formats/ti/ti-file';
import { appPath, demoAccount, expectNoSeriousA11yViolations, openHarnessDatabase, signIn, useE2eHarness } from './harness';

/**
 * A server killed during an import (spec 02 sections 4 and 7: a restart fails or resumes the job, never leaves half a
 * project), as a person sees it in Chromium: the wizard's import is under way, the server dies (SIGKILL, no shutdown
 * hook) and comes back on the same database; the wizard's log says the import failed, and the project list shows no
 * part of the project it was writing.
 */
const harness = useE2eHarness();

const sourceCode = 'GROOT';
const importedCode = 'GROOT-KOPIE';

/** A .ti of a 3,000-point project seeded straight into the server's database: an import of it takes seconds. */
async function largeTiFile(): Promise<Uint8Array> {
  const database = openHarnessDatabase(harness.databaseEnv);
  try {
    const user = await database.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', demoAccount.username).executeTakeFirstOrThrow();
    const viewer = { licenceId: user.licenceId, userId: user.id };
    const { prId } = await seedProject(database.db, viewer.licenceId, viewer.userId, generateDemoProject({ seed: 41, points: 3000, projectCode: sourceCode }));
    return encodeTiFile(await readTiDocument(database.db, viewer, prId, new Date(), { omitEmptyColumns: true }), nativeDeflater);
  } finally {
    await database.close();
  }
}

/** The project rows stored under a code, shown or still marked as being imported. */
async function storedProjects(code: string): Promise<{ PrID: number; ImportingOrderId: string | null }[]> {
  const database = openHarnessDatabase(harness.databaseEnv);
  try {
    return await database.db.selectFrom('tblProjects').select(['PrID', 'ImportingOrderId']).where('PrCode', '=', code).execute();
  } finally {
    await database.close();
  }
}

/** Waits until the import has written points of the project it is making (its first chunks committed). */
async function importUnderWay(): Promise<void> {
  const database = openHarnessDatabase(harness.databaseEnv);
  try {
    for (let tries = 0; tries < 600; tries++) {
      const written = await database.db.selectFrom('tblProjects as p').innerJoin('tblMeasurementPoints as m', 'm.PrID', 'p.PrID')
        .select('m.MpID').where('p.PrCode', '=', importedCode).where('p.ImportingOrderId', 'is not', null).limit(1).execute();
      if (written.length > 0) return;
      await sleep(25);
    }
  } finally {
    await database.close();
  }
  throw new Error('the import never got under way');
}

describe('an import when the server is killed', () => {
  it('says in the wizard that the import failed, and after the restart no part of the project is there', async () => {
    const { page } = harness;
    const bytes = await largeTiFile();
    await signIn(page);
    await page.goto(appPath(''));
    await page.getByRole('toolbar').first().getByRole('button', { name: 'Importeren', exact: true }).click();
    await page.getByRole('button', { name: 'Reguliere import' }).click();
    const wizard = page.locator('.import-wizard');
    const button = (name: string) => wizard.getByRole('button', { name, exact: true });
    await wizard.getByRole('radio', { name: /Projectbestand \(\.ti\) als nieuw project/ }).check();
    await button('Volgende').click();
    await wizard.getByLabel('Bestanden kiezen').setInputFiles({ name: `${sourceCode}.ti`, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
    await wizard.getByText(`${sourceCode}.ti (`).waitFor();
    await button('Volgende').click();
    const code = wizard.getByLabel('Projectcode van het nieuwe project');
    await code.waitFor();
    await code.fill(importedCode);
    await button('Importeren').click();

    await importUnderWay();
    await harness.killAndRestartServer();

    await wizard.locator('[data-level="error"]').first().waitFor();
    await expectNoSeriousA11yViolations(page, { include: '.import-wizard' });
    expect(await storedProjects(importedCode)).toEqual([]);
    await page.goto(appPath(''));
    await page.getByText(sourceCode, { exact: true }).first().waitFor();
    expect(await page.getByText(importedCode, { exact: true }).count()).toBe(0);
  });
});

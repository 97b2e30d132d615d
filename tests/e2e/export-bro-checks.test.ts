import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBroStandIn, type BroStandIn } from '../unit/server/bro/bro-stand-in';
import { appPath, demoProject, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The BRO pre-export checks of the export wizard (spec 02 sections 2 and 4) in real Chromium against the real
 * server, whose BRO_API_URL points at a local stand-in of the public BRO API: a BRO ID the BRO knows (match:
 * only a correction), one it knows under another ID (mismatch: a correction once its ID is taken over) and a
 * point never registered (only a registration). Contexts start in Dutch.
 */
const known = 'BHR000000336062';
const ours = 'BHR000000111111';
const portal = 'BHR000000347577';
let standIn: BroStandIn;
const serverEnv: Record<string, string> = {};

// Registered before the harness's own hook, so the server starts with the stand-in's address.
beforeAll(async () => {
  standIn = await startBroStandIn({ known: [known, portal], renamed: { [ours]: portal } });
  serverEnv.BRO_API_URL = standIn.baseUrl;
});
afterAll(() => standIn.close());

const harness = useE2eHarness({ serverEnv });
let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

describe('export wizard: BRO pre-export checks', () => {
  it('checks three points against the BRO, allows per point only what the check allows, and exports the requests that follow', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/export`));
    const wizard = page.locator('.export-wizard');
    const button = (name: string) => wizard.getByRole('button', { name, exact: true });
    await wizard.getByRole('radio', { name: 'BRO BHR-GT boringen (IMBRO, IMBRO/A)' }).check();
    await button('Volgende').click();
    await button('Niets selecteren').click();
    for (const name of ['B001', 'B002', 'B003']) await wizard.getByRole('checkbox', { name, exact: true }).check();
    await button('Volgende').click();

    const panel = wizard.getByRole('group', { name: 'Controles vooraf' });
    await panel.getByLabel('KvK-nummer van de leverende partij (8 cijfers)').fill('27376655');
    await panel.getByLabel('BRO-ID B001').fill(known);
    await panel.getByLabel('BRO-ID B002').fill(ours);
    await panel.getByRole('button', { name: 'BRO-ID’s controleren' }).click();
    await panel.getByText(`BRO-ID ${known} komt overeen met de BRO; alleen corrigeren is mogelijk.`).waitFor();
    await panel.getByText(`BRO-ID ${ours} wijkt af van ${portal} in de BRO`, { exact: false }).waitFor();
    await panel.getByText('Niet gevonden in de BRO (-): alleen registreren als nieuw is mogelijk.').waitFor();

    // Match: only a correction, with a reason.
    const action = (point: string) => panel.getByLabel(`Levering ${point}`);
    expect(await action('B001').locator('option').allTextContents()).toEqual(['Corrigeren']);
    await panel.getByLabel('Reden van correctie B001').selectOption({ label: 'Eigen correctie' });
    // Mismatch: a correction under the BRO's ID once taken over.
    await panel.getByLabel(`BRO-ID ${portal} van de BRO overnemen`).check();
    await panel.getByLabel('Reden van correctie B002').selectOption({ label: 'Correctie door de bronhouder' });
    // Not found: only a registration.
    expect(await action('B003').locator('option').allTextContents()).toEqual(['Registreren als nieuw']);
    await expectNoSeriousA11yViolations(page, { include: '.export-wizard' });

    await button('Exporteren').click();
    const name = `${demoProject.code}_BHR-GT_IMBRO-A.zip`;
    const link = wizard.getByRole('link', { name: `${name} downloaden` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(entries).sort()).toEqual(['B001_BHR-GT.xml', 'B002_BHR-GT.xml', 'B003_BHR-GT.xml', 'log.json']);
    const xml = (file: string) => strFromU8(entries[file] ?? new Uint8Array());
    expect(xml('B001_BHR-GT.xml')).toContain(`<brocom:broId>${known}</brocom:broId>`);
    expect(xml('B001_BHR-GT.xml')).toContain('eigenCorrectie');
    expect(xml('B002_BHR-GT.xml')).toContain(`<brocom:broId>${portal}</brocom:broId>`);
    expect(xml('B003_BHR-GT.xml')).not.toContain('broId');

    // Back keeps every choice; a KvK number that is no KvK number writes nothing, and the log says why.
    await button('Vorige').click();
    expect(await panel.getByLabel('Reden van correctie B001').inputValue()).toBe('eigenCorrectie');
    await panel.getByLabel('KvK-nummer van de leverende partij (8 cijfers)').fill('1234');
    await button('Exporteren').click();
    await wizard.getByText('De export is niet gelukt; zie het log.').waitFor();
    await wizard.getByText('deliveryAccountableParty moet een KvK-nummer van acht cijfers zijn, niet ‘1234’.').waitFor();

    // The typed ID and the taken-over one are kept with the points: a new visit checks them without typing.
    await button('Vorige').click();
    await panel.getByRole('button', { name: 'Deze BRO-ID’s bij de meetpunten bewaren' }).click();
    await panel.getByText('2 BRO-ID’s bij hun meetpunten bewaard.').waitFor();
    await page.goto(appPath(`project/${projectId}/export`));
    await wizard.getByRole('radio', { name: 'BRO BHR-GT boringen (IMBRO, IMBRO/A)' }).check();
    await button('Volgende').click();
    await button('Niets selecteren').click();
    await wizard.getByRole('checkbox', { name: 'B002', exact: true }).check();
    await button('Volgende').click();
    await panel.getByRole('button', { name: 'BRO-ID’s controleren' }).click();
    await panel.getByText(`BRO-ID ${portal} komt overeen met de BRO; alleen corrigeren is mogelijk.`).waitFor();
    expectNoPageProblems(problems);
  });
});

import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { expectNoPageProblems, forEachE2eDatabase, openDemoProject, openHarnessDatabase, runPaletteCommand, signIn } from './harness';
import { useE2eHarnessWithMail } from './harness-with-mail';

/**
 * The lab path in real Chromium against the real server and a local SMTP server (spec 02 sections
 * 2 and 4): three jars made into one analysis sample from the jars grid, a new lab assignment
 * holding it, sending refused by the mail server and retried, the order arriving with its sample
 * list and its SIKB0101 lab order, and the soft delete of a sent assignment after typing DELETE; on
 * SQLite and on PostgreSQL. Every lab step is done from the keyboard (palette, Space, Enter, typing);
 * only reaching the point's jars grid uses clicks.
 */

forEachE2eDatabase((database) => {
  const local = useE2eHarnessWithMail({ from: 'orders@fieldwork.test', database });
  const { harness } = local;

  describe('lab assignments', () => {
    it('makes an analysis sample of three jars, sends it on a new assignment (refused, then retried) and soft-deletes it', async () => {
      const { page, problems } = harness;
      await signIn(page);
      const projectId = await openDemoProject(page);
      await page.getByRole('link', { name: 'B006', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'B006', exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Grondmonsters' }).click();
      const jars = gridCells(page, page.getByRole('grid', { name: 'Grondmonsters' }));
      await expect.poll(() => jars.rowCount()).toBe(3);
      await (await jars.cell(1, 'Monsternaam')).click();
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowDown');
      await runPaletteCommand(page, 'Analysemonster maken');
      await page.getByRole('status').filter({ hasText: 'Analysemonster MM B006 B006-01+B006-02+B006-03 gemaakt van 3 potje(s).' }).waitFor();

      await runPaletteCommand(page, 'Nieuwe labopdracht');
      await page.getByRole('heading', { level: 1, name: 'Nieuwe labopdracht' }).waitFor();
      await page.getByLabel('Ordernummer').fill('E2E-ORDER-1');
      await page.getByLabel('E-mailadres van het lab').fill('lab@lab.test');
      await page.getByRole('checkbox', { name: /^MM B006 B006-01\+B006-02\+B006-03/ }).focus();
      await page.keyboard.press('Space');
      // Enter in a field saves the assignment, as the form's submit.
      await page.getByLabel('Ordernummer').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Opgeslagen, niet verstuurd' }).waitFor();

      local.smtp.refuseWith = 'Mailbox unavailable for the test';
      await runPaletteCommand(page, 'Labopdracht versturen');
      await page.getByRole('status').filter({ hasText: /Niet verstuurd: .*Mailbox unavailable for the test/ }).waitFor();
      local.smtp.refuseWith = undefined;
      const delivered = local.smtp.nextMessage();
      await runPaletteCommand(page, 'Labopdracht versturen');
      await page.getByRole('status').filter({ hasText: 'Verstuurd' }).filter({ hasText: 'Nog geen labstatus beschikbaar' }).waitFor();
      const message = await delivered;
      expect(message.subject).toContain('E2E-ORDER-1');
      const csv = message.attachments.find((attachment) => attachment.filename === 'lab-order-E2E-ORDER-1.csv')?.content.toString('utf8') ?? '';
      expect(csv.split('\r\n').slice(1).map((line) => line.split(';')[6])).toEqual(['B006-01', 'B006-02', 'B006-03']);
      const order = message.attachments.find((attachment) => attachment.filename === 'lab-order-E2E-ORDER-1_SIKB0101_14.9.0.xml')?.content.toString('utf8') ?? '';
      for (const jar of ['B006-01', 'B006-02', 'B006-03']) expect(order).toContain(jar);
      // A sent assignment's samples are read-only.
      expect(await page.getByRole('checkbox', { name: /^MM B006/ }).isDisabled()).toBe(true);

      await runPaletteCommand(page, 'Labopdracht verwijderen');
      const confirm = page.getByRole('alertdialog', { name: 'Verstuurde labopdracht verwijderen' });
      await confirm.getByLabel('Typ DELETE om deze verstuurde opdracht te verwijderen').fill('DELETE');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Alle labopdrachten' }).waitFor();
      // The demo's own assignments stay listed (its soft-deleted one not); the deleted one is gone from the list.
      const orders = page.getByRole('table', { name: 'Alle labopdrachten' }).getByRole('link');
      await expect.poll(() => orders.allTextContents()).toEqual(['LAB-2026-001', 'LAB-2026-002', 'LAB-2026-003', 'LAB-2026-004']);

      const stored = openHarnessDatabase(harness.databaseEnv);
      try {
        const rows = await stored.db.selectFrom('tblLabAssignments').select(['OrderNr', 'IsSent', 'LbDeleted'])
          .where('PrID', '=', projectId).where('OrderNr', '=', 'E2E-ORDER-1').execute();
        expect(rows.map((row) => ({ OrderNr: row.OrderNr, IsSent: Number(row.IsSent), LbDeleted: Number(row.LbDeleted) }))).toEqual([{ OrderNr: 'E2E-ORDER-1', IsSent: 1, LbDeleted: 1 }]);
      } finally {
        await stored.close();
      }
      expectNoPageProblems(problems);
    });

    it('lists the demo project\'s assignments in every state, reached from the palette', async () => {
      const { page, problems } = harness;
      await signIn(page);
      await openDemoProject(page);
      await runPaletteCommand(page, 'Labopdrachten openen');
      const table = page.getByRole('table', { name: 'Alle labopdrachten' });
      await table.waitFor();
      const rows = table.getByRole('row');
      await expect.poll(() => rows.count()).toBe(5);
      const texts = (await rows.allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(texts).toEqual([
        'LAB-2026-001 2026-10-05 SGS Verstuurd Labstatus 5, rapport R-2026-0412',
        'LAB-2026-002 2026-11-02 SGS Verstuurd Nog geen labstatus beschikbaar',
        'LAB-2026-003 2026-11-16 SGS Niet verstuurd: 550 5.1.1 Mailbox unavailable: orders@lab.example Nog geen labstatus beschikbaar',
        'LAB-2026-004 2026-11-20 SGS Opgeslagen, niet verstuurd Nog geen labstatus beschikbaar',
      ]);
      expectNoPageProblems(problems);
    });
  });
});

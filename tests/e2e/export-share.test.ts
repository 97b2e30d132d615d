import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../server/services/import-export/table-files';
import { appPath, demoProject, expectNoPageProblems, expectNoSeriousA11yViolations, forEachE2eDatabase, openDemoProject, signIn } from './harness';
import { useE2eHarnessWithMail } from './harness-with-mail';

/**
 * Sharing an export by e-mail (spec 02 section 2, 'Export wizard … share by e-mail with a subject'; section 5,
 * 'Export sharing'; section 7, MailingRestService_V1_0/SendEmail) in real Chromium against the real server and a
 * local SMTP server: the demo project exported as XLSX from the keyboard, a bad address refused at its field with
 * the catalogue's message, and the mail arriving with the workbook attached; a mail server that refuses leaves the
 * form as typed, with the reason in the log, for another try. On SQLite and on PostgreSQL; contexts start in Dutch.
 */

/** Focuses a control and presses a key on it, as a keyboard user would after tabbing there. */
async function pressOn(page: Page, control: Locator, key: string): Promise<void> {
  await control.focus();
  await expect.poll(() => control.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press(key);
}

/** The text of the elements an input's aria-describedby names: what a screen reader reads with the field. */
function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
}

forEachE2eDatabase((database) => {
  const local = useE2eHarnessWithMail({ from: 'exports@fieldwork.test', database });
  const { harness } = local;

  describe('export wizard: share by e-mail', () => {
    it('exports the demo project as XLSX from the keyboard, refuses a bad address at its field and mails the workbook attached', { timeout: 60_000 }, async () => {
      const { page, problems } = harness;
      await signIn(page);
      await openDemoProject(page);
      // The project screen hands focus to its grid once loaded, so the toolbar is reached with a click.
      await page.getByRole('toolbar').first().getByRole('button', { name: 'Exporteren', exact: true }).click();
      await page.waitForURL(/\/export$/);
      const wizard = page.locator('.export-wizard');
      const button = (name: string) => wizard.getByRole('button', { name, exact: true });

      const xlsx = wizard.getByRole('radio', { name: 'Excel (.xlsx): meetpunten en lagen, elk een blad' });
      await pressOn(page, xlsx, 'Space');
      await expect.poll(() => xlsx.isChecked()).toBe(true);
      await pressOn(page, button('Volgende'), 'Enter');
      const legend = wizard.getByText(/^Te exporteren meetpunten \((\d+) van (\d+)\)$/);
      await legend.waitFor();
      const [, chosen = '', total = ''] = /\((\d+) van (\d+)\)/.exec((await legend.textContent()) ?? '') ?? [];
      expect(Number(chosen)).toBeGreaterThan(0);
      expect(chosen).toBe(total);
      await pressOn(page, button('Volgende'), 'Enter');
      const description = wizard.getByLabel('Omschrijving');
      await description.waitFor();
      await description.focus();
      await page.keyboard.type('Boringen voor de gemeente');
      await pressOn(page, button('Exporteren'), 'Enter');

      const fileName = `${demoProject.code}.xlsx`;
      const download = wizard.getByRole('link', { name: `${fileName} downloaden` });
      await download.waitFor();
      const [downloaded] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const exportedBytes = await readFile(await downloaded.path());
      await pressOn(page, button('Delen per e-mail'), 'Enter');
      await wizard.getByText(`Het bestand ${fileName} wordt bijgevoegd.`).waitFor();

      // A bad address: refused at the field with the catalogue's message (spec 02 section 8), and nothing can be sent.
      const recipients = wizard.getByLabel(/^E-mailadressen/);
      await recipients.focus();
      await page.keyboard.type('gemeente.example.test');
      await expect.poll(() => recipients.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => descriptionOf(recipients)).toBe('Ongeldig e-mailformaat: gemeente.example.test.');
      expect(await button('Versturen').isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(page, { include: '.export-wizard' });

      // Mended, with a subject and a message: the mail goes.
      await recipients.fill('');
      await page.keyboard.type('gemeente@example.test; archief@example.test');
      await expect.poll(() => recipients.getAttribute('aria-invalid')).toBe('false');
      expect(await descriptionOf(recipients)).toBe('');
      // The subject is still missing: said at its own field.
      const subject = wizard.getByLabel(/^Onderwerp/);
      await expect.poll(() => descriptionOf(subject)).toBe('Onderwerp is verplicht.');
      expect(await button('Versturen').isDisabled()).toBe(true);
      await subject.focus();
      await page.keyboard.type('Boringen Amersfoort');
      await expect.poll(() => subject.getAttribute('aria-invalid')).toBe('false');
      await wizard.getByLabel(/^Bericht/).fill('De boringen van het centrum, zie de bijlage.');
      const delivered = local.smtp.nextMessage();
      await pressOn(page, button('Versturen'), 'Enter');
      await wizard.getByRole('status').getByText('Per e-mail verstuurd naar gemeente@example.test, archief@example.test.', { exact: true }).waitFor();
      await wizard.locator('[data-level="info"]').filter({ hasText: `${fileName} per e-mail verstuurd naar gemeente@example.test, archief@example.test.` }).waitFor();

      const mail = await delivered;
      expect(mail.from?.text).toBe('exports@fieldwork.test');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((address) => address.address) : []).toEqual(['gemeente@example.test', 'archief@example.test']);
      expect(mail.subject).toBe('Boringen Amersfoort');
      expect(mail.text?.trim()).toBe('De boringen van het centrum, zie de bijlage.');
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([fileName]);
      const attached = mail.attachments[0]?.content ?? Buffer.alloc(0);
      expect(attached.equals(exportedBytes)).toBe(true);
      const sheets = await readXlsx(new Uint8Array(attached));
      const points = sheets.find((sheet) => sheet.name === 'tblMeasurementPoints');
      expect(points?.rows).toHaveLength(Number(total));
      expect(points?.header).toContain('MpName');
      expectNoPageProblems(problems);
    });

    it('keeps the share form as typed when the mail server refuses, says why in the log, and sends on the next try', { timeout: 60_000 }, async () => {
      const { page, problems } = harness;
      await signIn(page);
      const projectId = await openDemoProject(page);
      await page.goto(appPath(`project/${projectId}/export`));
      const wizard = page.locator('.export-wizard');
      const button = (name: string) => wizard.getByRole('button', { name, exact: true });
      await pressOn(page, wizard.getByRole('radio', { name: 'GeoJSON van de meetpunten (WGS84)' }), 'Space');
      await pressOn(page, button('Volgende'), 'Enter');
      await pressOn(page, button('Niets selecteren'), 'Enter');
      await pressOn(page, wizard.getByRole('checkbox', { name: 'B001', exact: true }), 'Space');
      await wizard.getByText(/^Te exporteren meetpunten \(1 van \d+\)$/).waitFor();
      await pressOn(page, button('Volgende'), 'Enter');
      await pressOn(page, button('Exporteren'), 'Enter');
      const fileName = `${demoProject.code}-points.geojson`;
      await wizard.getByRole('link', { name: `${fileName} downloaden` }).waitFor();
      await pressOn(page, button('Delen per e-mail'), 'Enter');
      const recipients = wizard.getByLabel(/^E-mailadressen/);
      await recipients.focus();
      await page.keyboard.type('gis@example.test');
      const subject = wizard.getByLabel(/^Onderwerp/);
      await subject.focus();
      await page.keyboard.type('B001 voor QGIS');

      local.smtp.refuseWith = 'Mailbox unavailable for this sender';
      try {
        await pressOn(page, button('Versturen'), 'Enter');
        await wizard.locator('[data-level="error"]').filter({ hasText: 'Versturen van de e-mail mislukt:' }).filter({ hasText: 'Mailbox unavailable for this sender' }).waitFor();
      } finally {
        local.smtp.refuseWith = undefined;
      }
      // Still the share step, with what was typed: the next try needs no retyping.
      expect(await recipients.inputValue()).toBe('gis@example.test');
      expect(await subject.inputValue()).toBe('B001 voor QGIS');
      const delivered = local.smtp.nextMessage();
      await pressOn(page, button('Versturen'), 'Enter');
      await wizard.getByRole('status').getByText('Per e-mail verstuurd naar gis@example.test.', { exact: true }).waitFor();
      const mail = await delivered;
      expect(mail.subject).toBe('B001 voor QGIS');
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([fileName]);
      const collection = JSON.parse(mail.attachments[0]?.content.toString('utf8') ?? '{}') as { features?: { properties: { name: string } }[] };
      expect(collection.features?.map((feature) => feature.properties.name)).toEqual(['B001']);
      expectNoPageProblems(problems);
    });
  });
});

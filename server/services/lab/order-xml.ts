import { labOrderTree } from '../../../src/domain/formats/sikb0101/sikb-lab-order';
import { exportSikb0101 } from '../../../src/domain/formats/sikb0101/sikb-writer';
import type { SikbExportVersion } from '../../../src/domain/formats/sikb0101/sikb-versions';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { readExportTree } from '../import-export/export-tree';
import { sikbSchemaFolder, validateWithSchemaFolder } from '../import-export/xsd-validation';
import type { MailAttachment } from '../mail/mailer';
import type { ProjectViewer } from '../project-service';
import { reasonText } from '../rows/row-reasons';
import { labMessages } from './lab-messages';

/** The SIKB0101 version of a lab order: the newest the project validates against (spec 02 section 9). */
const labOrderSikbVersion: SikbExportVersion = '14.9.0';

/** The lab order as XML ready to attach, or why it cannot go out (an English reason for LbSendFailure). */
export type LabOrderXml = { ok: true; attachment: MailAttachment } | { ok: false; reason: string };

/**
 * The assignment's SIKB0101 lab order (spec 02 sections 2 and 7): its analysis samples, the field samples
 * they are made of and the points and project they come from, written by the SIKB0101 writer and checked
 * against the published XSD, so a lab never receives an order its software would refuse.
 */
export async function labOrderXml(db: Executor, viewer: ProjectViewer, prId: number, analysisSampleGuids: ReadonlySet<string>, fileStem: string, options: { schemaDir: string | undefined; now: Date }): Promise<LabOrderXml> {
  const version = labOrderSikbVersion;
  const schemaDir = sikbSchemaFolder(options.schemaDir, version);
  if (schemaDir === undefined) return { ok: false, reason: reasonText(labMessages.orderXmlSchemasMissing, { version }) };
  // One transaction for one consistent picture of the project while it is read.
  const tree = labOrderTree(await inTransaction(db, (trx) => readExportTree(trx, viewer, prId)), analysisSampleGuids);
  const outcome = exportSikb0101(tree, { version, date: options.now.toISOString().slice(0, 10) });
  const content = outcome.ok ? outcome.files[0]?.content : undefined;
  if (!outcome.ok || content === undefined) {
    const errors = outcome.log.filter((entry) => entry.level === 'error').map((entry) => entry.key).join(', ');
    return { ok: false, reason: reasonText(labMessages.orderXmlNotWritten, { errors }) };
  }
  const xml = typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
  const filename = `${fileStem}_SIKB0101_${version}.xml`;
  const verdict = await validateWithSchemaFolder(schemaDir, `imsikb0101_v${version}.xsd`, [{ fileName: filename, contents: xml }]);
  if (!verdict.valid) return { ok: false, reason: reasonText(labMessages.orderXmlInvalid, { version, errors: verdict.errors.slice(0, 3).join(' ') }) };
  return { ok: true, attachment: { filename, content: xml, contentType: 'application/xml; charset=utf-8' } };
}

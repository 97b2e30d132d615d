import { bhrGtOptionsOf, gmwOptionsOf, hasBroParameters, type BroExportParameters } from '../../../src/domain/formats/bro/bro-export-parameters';
import type { BroLookup } from '../../../src/domain/formats/bro/bro-id-check';
import { exportBhrGt } from '../../../src/domain/formats/bro/bhrgt-export';
import { exportGmw } from '../../../src/domain/formats/bro/gmw-export';
import type { BroObjectType } from '../../../src/domain/formats/bro/bro-objects';
import { sadDelivery, type SadValidationType } from '../../../src/domain/formats/bro/sad-validation-types';
import { broZip } from '../../../src/domain/formats/bro/bro-zip';
import { createFormatLog, type LogEntry } from '../../../src/domain/formats/export-log';
import type { ExportOutcome } from '../../../src/domain/formats/format-result';
import { exportGefZip } from '../../../src/domain/formats/gef/gef-zip';
import type { ProjectTree } from '../../../src/domain/formats/project-tree';
import { validateForSad } from '../../../src/domain/formats/sikb0101/sad-validation';
import { exportSikb0101 } from '../../../src/domain/formats/sikb0101/sikb-writer';
import type { ExportParameters } from '../../../src/domain/exchange/export-parameters';
import { planBroExport } from '../bro/bro-checks-service';

/** What an exchange-standard export is given: the tree of the chosen points, the call's parameters, the clock and the BRO. */
export interface TreeExportRequest {
  tree: ProjectTree;
  parameters: ExportParameters;
  now: Date;
  /** Who made the file (GEF #FILEOWNER, SIKB0101 metaData/organisation). */
  owner: string;
  lookup: BroLookup;
}

function day(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function withLog(outcome: ExportOutcome, before: readonly LogEntry[]): ExportOutcome {
  return { ...outcome, log: [...before, ...outcome.log] };
}

/** GEF (zip), spec 02 section 9: one GEF-BORE file per chosen point. */
export async function exportGef({ tree, now, owner }: TreeExportRequest): Promise<ExportOutcome> {
  return exportGefZip(tree, { fileOwner: owner, fileDate: day(now) });
}

/**
 * SIKB0101 of the picked version (default the newest), with the additional SAD validation when one is chosen
 * (spec 02 section 4). Validated for IMBRO or IMBRO/A, the XML goes into a zip with its log.json (spec 02 section 7).
 */
export async function exportSikb({ tree, parameters, now, owner }: TreeExportRequest): Promise<ExportOutcome> {
  const log = createFormatLog();
  const validation = (parameters.ValidationType ?? 'none') as SadValidationType;
  if (!validateForSad(tree, validation, log)) return { ok: false, log: log.entries };
  const outcome = withLog(exportSikb0101(tree, { version: parameters.Version ?? '14.9.0', date: day(now), organisation: owner }), log.entries);
  const delivery = sadDelivery(validation);
  if (!outcome.ok || !delivery) return outcome;
  const documents = outcome.files.map((file) => ({ name: file.name, xml: typeof file.content === 'string' ? file.content : Buffer.from(file.content).toString('utf8') }));
  const stem = (outcome.files[0]?.name ?? 'project.xml').replace(/\.xml$/, '');
  const name = `${stem}_${delivery.qualityRegime === 'IMBRO/A' ? 'IMBRO-A' : 'IMBRO'}.zip`;
  return { ok: true, files: [broZip(name, documents, outcome.log, day(now))], log: outcome.log };
}

type BroWriter = (tree: ProjectTree, bro: BroExportParameters, today: string, deliveries: Parameters<typeof exportBhrGt>[2]) => ExportOutcome;

const broWriters: Record<Extract<BroObjectType, 'BHR-GT' | 'GMW'>, BroWriter> = {
  'BHR-GT': (tree, bro, today, deliveries) => exportBhrGt(tree, bhrGtOptionsOf(bro, today), deliveries),
  GMW: (tree, bro, today, deliveries) => exportGmw(tree, gmwOptionsOf(bro, today), deliveries),
};

/**
 * A BRO registration export (BHR-GT or GMW, spec 02 section 9) after the server's own pre-export checks
 * (spec 02 sections 2 and 4): each point's BRO ID is checked again and its delivery planned; a refused
 * plan is an error in the log and the point is left out. Without the delivery choices nothing is written.
 */
function broExport(objectType: keyof typeof broWriters) {
  return async ({ tree, parameters, now, lookup }: TreeExportRequest): Promise<ExportOutcome> => {
    const bro = parameters.Bro;
    const log = createFormatLog();
    if (!hasBroParameters(bro, log)) return { ok: false, log: log.entries };
    const plan = await planBroExport(tree.points, objectType, bro.QualityRegime, bro.Deliveries ?? [], lookup);
    const points = tree.points.filter((point) => !plan.refused.has(String(point.point.MpGuid)));
    if (points.length === 0) return { ok: false, log: plan.log };
    return withLog(broWriters[objectType]({ ...tree, points }, bro, day(now), plan.deliveries), plan.log);
  };
}

/** BHR-GT (class 2) registration or correction requests, zipped with log.json. */
export const exportBroBhrGt = broExport('BHR-GT');

/** GMW construction registration or correction requests, zipped with log.json. */
export const exportBroGmw = broExport('GMW');

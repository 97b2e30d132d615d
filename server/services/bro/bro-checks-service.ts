import { checkBroId, type BroIdCheck, type BroLookup } from '../../../src/domain/formats/bro/bro-id-check';
import { broIdFields, type BroDeliveryChoiceWire } from '../../../src/domain/formats/bro/bro-export-parameters';
import { logBroIdCheck, logRefusedPlan, planBroDelivery, type BroDelivery } from '../../../src/domain/formats/bro/bro-delivery-plan';
import type { BroObjectType, QualityRegime } from '../../../src/domain/formats/bro/bro-objects';
import { createFormatLog, recordRef, type LogEntry } from '../../../src/domain/formats/export-log';
import type { PointTree } from '../../../src/domain/formats/project-tree';

/** Lookups at a time: the public API is shared, and a project may hold hundreds of registered points. */
const parallelLookups = 4;

/** One point's check as the panel shows it (spec 02 section 4). */
export interface PointBroCheck {
  MpGuid: string;
  MpName: string | null;
  /** The BRO ID that was checked: the one the user typed, else the point's own. */
  BroId: string | null;
  check: BroIdCheck;
}

/** The BRO ID a point holds for an object type, from the field it keeps it in. */
function storedBroId(point: PointTree['point'], objectType: BroObjectType): string | null {
  const value = point[broIdFields[objectType]];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The BRO ID check (spec 02 section 4) of each point against the portal, a few lookups at a time: the
 * ID the user gave for it (`typed`, by MpGuid), else the one the point keeps.
 */
export async function checkPoints(points: readonly PointTree['point'][], objectType: BroObjectType, lookup: BroLookup, typed: ReadonlyMap<string, string | undefined> = new Map()): Promise<PointBroCheck[]> {
  const results: PointBroCheck[] = new Array(points.length);
  let next = 0;
  const worker = async () => {
    while (next < points.length) {
      const index = next;
      next += 1;
      const point = points[index];
      if (!point) continue;
      const guid = String(point.MpGuid);
      const given = typed.get(guid.toLowerCase());
      const broId = given !== undefined ? (given.trim() || null) : storedBroId(point, objectType);
      results[index] = { MpGuid: guid, MpName: point.MpName ?? null, BroId: broId, check: await checkBroId(objectType, broId, lookup) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelLookups, points.length) }, worker));
  return results;
}

/** The deliveries the export may write, by MpGuid, and the log of every check and refusal. */
export interface BroPlan {
  deliveries: Map<string, BroDelivery>;
  /** Points whose delivery was refused: left out of the export. */
  refused: Set<string>;
  log: LogEntry[];
}

/**
 * The server's own pre-export check before a BRO export (spec 02 sections 2 and 4): every point is checked
 * again and its chosen delivery planned — a registration after a match, a correction without a reason or
 * after a failed lookup is refused (an error in the log, the point left out). A point without a choice is
 * registered when the check allows it.
 */
export async function planBroExport(points: readonly PointTree[], objectType: BroObjectType, qualityRegime: QualityRegime, choices: readonly BroDeliveryChoiceWire[], lookup: BroLookup): Promise<BroPlan> {
  const byGuid = new Map(choices.map((choice) => [choice.MpGuid.toLowerCase(), choice]));
  const typed = new Map([...byGuid].map(([guid, choice]) => [guid, choice.BroId]));
  const checks = await checkPoints(points.map((point) => point.point), objectType, lookup, typed);
  const log = createFormatLog();
  const plan: BroPlan = { deliveries: new Map(), refused: new Set(), log: log.entries };
  for (const { MpGuid, MpName, check } of checks) {
    const record = recordRef('measurementPoint', MpGuid, MpName);
    logBroIdCheck(check, log, record);
    const choice = byGuid.get(MpGuid.toLowerCase());
    const planned = planBroDelivery(check, {
      action: choice?.Action ?? 'register',
      qualityRegime,
      correctionReason: choice?.CorrectionReason ?? null,
      takeOverPortalId: choice?.TakeOverPortalId ?? false,
    });
    if (planned.ok) plan.deliveries.set(MpGuid, planned.value);
    else {
      logRefusedPlan(planned, log, record);
      plan.refused.add(MpGuid);
    }
  }
  return plan;
}

import { randomUUID } from 'node:crypto';
import { resultIdentityKey } from '../../../src/domain/lab/result-uniqueness';
import type { DeliveryLine } from '../../../src/domain/lab/lab-delivery';
import type { Executor } from '../../db/executor';
import { deliveryTargets, resultIdentities, samplesByName } from '../../db/repositories/delivery-targets';
import type { WireRow } from '../../db/repositories/entity-rows';
import { jobLogEntry, type JobLogEntry } from '../jobs/job-log';
import { labImportMessages } from './lab-import-messages';

/** A result line matched to its analysis sample, ready for the one row path. */
export interface MatchedResult {
  prId: number;
  /** The assignment it answers, when matched by order number (SIKB files name samples only). */
  lbId: number | null;
  row: WireRow;
}

/** The lines matched to samples, the assignments they answer with their status and report number, and the log. */
export interface DeliveryMatch {
  results: MatchedResult[];
  assignments: Map<number, { lbGuid: string; prId: number; orderNr: string; labStatus: string | null; reportNumber: string | null }>;
  log: JobLogEntry[];
}

const lower = (text: string) => text.trim().toLowerCase();

function lineList(lines: readonly number[]): string {
  return lines.length > 10 ? `${lines.slice(0, 10).join(', ')}, …` : lines.join(', ');
}

/**
 * Matches a delivery's lines to the licence's analysis samples (spec 02 section 2): by lab order
 * number and sample name, or, for a SIKB0101 file (no order number), by sample name alone. A result
 * of a sample that already has its component + method + unit replaces it (a corrected delivery);
 * unknown orders and samples are logged once each with the lines they cover.
 */
export async function matchDelivery(db: Executor, licenceId: number, lines: readonly DeliveryLine[]): Promise<DeliveryMatch> {
  const log: JobLogEntry[] = [];
  const targets = await deliveryTargets(db, licenceId, lines.flatMap((line) => (line.orderNr ? [line.orderNr] : [])));
  const byName = await samplesByName(db, licenceId, lines.filter((line) => !line.orderNr).map((line) => line.sampleName));
  const unknownOrders = new Map<string, { order: string; lines: number[] }>();
  const unknownSamples = new Map<string, { order: string; sample: string; lines: number[] }>();
  const placed: { line: DeliveryLine; asId: number; prId: number; lbId: number | null }[] = [];
  const assignments: DeliveryMatch['assignments'] = new Map();
  for (const line of lines) {
    if (!line.orderNr) {
      const sample = byName.find((candidate) => lower(candidate.name) === lower(line.sampleName));
      if (sample) placed.push({ line, asId: sample.asId, prId: sample.prId, lbId: null });
      else unknownSamples.set(`sikb\u0000${lower(line.sampleName)}`, { order: '', sample: line.sampleName, lines: [...(unknownSamples.get(`sikb\u0000${lower(line.sampleName)}`)?.lines ?? []), line.line] });
      continue;
    }
    const target = targets.find((candidate) => lower(candidate.orderNr) === lower(line.orderNr ?? ''));
    if (!target) {
      const entry = unknownOrders.get(lower(line.orderNr)) ?? { order: line.orderNr, lines: [] };
      entry.lines.push(line.line);
      unknownOrders.set(lower(line.orderNr), entry);
      continue;
    }
    const sample = target.samples.find((candidate) => lower(candidate.name) === lower(line.sampleName));
    if (!sample) {
      const key = `${target.lbId}\u0000${lower(line.sampleName)}`;
      const entry = unknownSamples.get(key) ?? { order: target.orderNr, sample: line.sampleName, lines: [] };
      entry.lines.push(line.line);
      unknownSamples.set(key, entry);
      continue;
    }
    placed.push({ line, asId: sample.asId, prId: target.prId, lbId: target.lbId });
    const answered = assignments.get(target.lbId) ?? { lbGuid: target.lbGuid, prId: target.prId, orderNr: target.orderNr, labStatus: null, reportNumber: null };
    answered.labStatus = line.labStatus ?? answered.labStatus;
    answered.reportNumber = line.reportNumber ?? answered.reportNumber;
    assignments.set(target.lbId, answered);
  }
  for (const { order, lines: numbers } of unknownOrders.values()) {
    log.push(jobLogEntry('error', labImportMessages.unknownOrder, { order, count: numbers.length, lines: lineList(numbers) }));
  }
  for (const { order, sample, lines: numbers } of unknownSamples.values()) {
    log.push(order === ''
      ? jobLogEntry('error', labImportMessages.unknownSikbSample, { sample, count: numbers.length })
      : jobLogEntry('error', labImportMessages.unknownSample, { sample, order, count: numbers.length, lines: lineList(numbers) }));
  }

  const stored = new Map((await resultIdentities(db, [...new Set(placed.map((entry) => entry.asId))]))
    .map((row) => [resultIdentityKey({ sample: row.AsID, Component: row.Component, Method: row.Method, Unit: row.Unit }), row.ArGuid]));
  const chosen = new Map<string, MatchedResult & { line: number }>();
  for (const { line, asId, prId, lbId } of placed) {
    const identity = resultIdentityKey({ sample: asId, Component: line.result.Component, Method: line.result.Method, Unit: line.result.Unit });
    if (chosen.has(identity)) log.push(jobLogEntry('warning', labImportMessages.repeatedResult, { line: line.line, component: line.result.Component, sample: line.sampleName }));
    chosen.set(identity, { prId, lbId, line: line.line, row: { ...line.result, ArGuid: stored.get(identity) ?? randomUUID(), AsID: asId } });
  }
  return { results: [...chosen.values()].map(({ prId, lbId, row }) => ({ prId, lbId, row })), assignments, log };
}

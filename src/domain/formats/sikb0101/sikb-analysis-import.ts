import type { ImportOutcome } from '../format-result';
import type { AnalysisSampleTree } from '../project-tree';
import { readSikb0101, type ReadSikbOptions } from './sikb-reader';

/** A field sample named in an analysis file, so results can be matched to the project's own samples by name. */
export interface AnalysedFieldSample {
  guid: string;
  name: string | null;
  kind: 'jar' | 'waterSample';
  /** The measurement point it was taken at. */
  pointName: string | null;
}

/** What the lab result importer needs from a SIKB0101 analysis file (spec 02 section 9, 'SIKB0101 analysis'). */
export interface SikbAnalysisFile {
  version: string | null;
  analysisSamples: AnalysisSampleTree[];
  fieldSamples: AnalysedFieldSample[];
}

/**
 * Reads a SIKB0101 analysis (lab result) file of versions 13.4, 13.5, 14.8 or another a public example
 * shows: the analysis samples with their results, and the field samples they were mixed from, which the
 * lab result importer matches to the project's samples by point and sample name.
 */
export function readSikbAnalysisResults(text: string, options: ReadSikbOptions): ImportOutcome<SikbAnalysisFile> {
  const read = readSikb0101(text, options);
  if (!read.ok) return read;
  const { tree, version } = read.value;
  const fieldSamples = tree.points.flatMap((point) => [
    ...point.jars.map((jar): AnalysedFieldSample => ({ guid: String(jar.JrGuid), name: jar.JrName ?? null, kind: 'jar', pointName: point.point.MpName ?? null })),
    ...point.waterSamples.map(({ sample }): AnalysedFieldSample => ({ guid: String(sample.WsGuid), name: sample.WsName ?? null, kind: 'waterSample', pointName: point.point.MpName ?? null })),
  ]);
  return { ok: true, value: { version, analysisSamples: tree.analysisSamples, fieldSamples }, log: read.log };
}

import type { AnalysisSampleRow } from '../entities/analysis-sample';
import type { AnalysisSamplePart } from '../entities/analysis-sample-part';
import type { LabAssignment } from '../entities/lab-assignment';

/**
 * An analysis sample as its grid shows it (spec 02 section 3, 'Analysis sample'): the stored row
 * with, read-only beside it, the field samples it is made of, its lab assignment's order number, and
 * whether that assignment's state leaves the sample read-only.
 */
export type AnalysisSampleGridRow = AnalysisSampleRow & {
  /** The names of its jars or water sample, ', '-separated, in the parts' order. */
  FieldSamples: string;
  /** The order number of the lab assignment it is on ('' when on none, or on one not listed: soft-deleted). */
  LabOrderNr: string;
  /** On an assignment whose samples may no longer change (sent, spec 02 section 4). */
  Locked: boolean;
};

/** Names of the project's field samples by id: jars by JrID, water samples by WsID. */
export interface FieldSampleNames {
  readonly jars: ReadonlyMap<number, string>;
  readonly waterSamples: ReadonlyMap<number, string>;
}

/** What a grid row adds to the stored sample; the save never sends these. */
export const analysisSampleDisplayFields = ['FieldSamples', 'LabOrderNr', 'Locked'] as const;

function partName(part: AnalysisSamplePart, names: FieldSampleNames): string {
  if (typeof part.JrID === 'number') return names.jars.get(part.JrID) ?? `#${part.JrID}`;
  if (typeof part.WsID === 'number') return names.waterSamples.get(part.WsID) ?? `#${part.WsID}`;
  return '';
}

/**
 * The grid rows of a project's analysis samples: each with the names of the field samples it is made
 * of, its assignment's order number, and Locked when `samplesEditable` (the lab assignment machine's
 * guard) says the assignment's samples are read-only. Samples keep the order the server lists them in.
 */
export function analysisSampleGridRows(
  samples: readonly AnalysisSampleRow[],
  parts: readonly AnalysisSamplePart[],
  names: FieldSampleNames,
  assignments: readonly LabAssignment[],
  samplesEditable: (assignment: LabAssignment) => boolean,
): AnalysisSampleGridRow[] {
  const partsOf = new Map<number, string[]>();
  for (const part of parts) {
    if (typeof part.AsID !== 'number') continue;
    const name = partName(part, names);
    if (name === '') continue;
    partsOf.set(part.AsID, [...(partsOf.get(part.AsID) ?? []), name]);
  }
  const assignmentOf = new Map(assignments.flatMap((assignment) => (typeof assignment.LbID === 'number' ? [[assignment.LbID, assignment] as const] : [])));
  return samples.map((sample) => {
    const assignment = typeof sample.LbID === 'number' ? assignmentOf.get(sample.LbID) : undefined;
    return {
      ...sample,
      FieldSamples: (typeof sample.AsID === 'number' ? partsOf.get(sample.AsID) ?? [] : []).join(', '),
      LabOrderNr: assignment ? (assignment.OrderNr ?? '').trim() || String(assignment.LbID) : '',
      Locked: assignment !== undefined && !samplesEditable(assignment),
    };
  });
}

import { isAirSample } from '../codes/matrix-codes';
import type { AnalysisSamplePart } from '../entities/analysis-sample-part';
import type { Jar } from '../entities/jar';
import type { WaterSample } from '../entities/water-sample';

/**
 * Where one field sample of an analysis sample lives (spec 02 section 2, 'Analysis results screen':
 * the sub-samples button; spec 01 section 2 for the record routes): a jar under its point, a water or
 * air sample under its point or its gauging tube, or a part whose record is no longer in the project.
 */
export type SubSampleTarget =
  | { readonly kind: 'jar'; readonly name: string; readonly mpGuid: string; readonly jarGuid: string }
  | { readonly kind: 'waterSample' | 'airSample'; readonly name: string; readonly mpGuid: string; readonly ftGuid: string | undefined; readonly wsGuid: string }
  | { readonly kind: 'missing'; readonly name: string };

/** The project's records a part can point at; points and tubes give the GUIDs the routes need. */
export interface SubSampleSources {
  readonly jars: readonly Jar[];
  readonly waterSamples: readonly WaterSample[];
  readonly points: readonly { readonly MpID?: number | null | undefined; readonly MpGuid?: string | null | undefined }[];
  readonly tubes: readonly { readonly FtID?: number | null | undefined; readonly FtGuid?: string | null | undefined }[];
}

function guidById<Row>(rows: readonly Row[], id: (row: Row) => unknown, guid: (row: Row) => unknown): Map<number, string> {
  return new Map(rows.flatMap((row) => {
    const key = id(row);
    const value = guid(row);
    return typeof key === 'number' && typeof value === 'string' && value !== '' ? [[key, value] as const] : [];
  }));
}

/**
 * The field samples an analysis sample (by AsID) is made of, in the parts' order, each with where its
 * record screen is; a part whose jar, water sample or point is gone is 'missing' under its id.
 */
export function subSampleTargets(asId: number, parts: readonly AnalysisSamplePart[], sources: SubSampleSources): SubSampleTarget[] {
  const pointGuid = guidById(sources.points, (point) => point.MpID, (point) => point.MpGuid);
  const tubeGuid = guidById(sources.tubes, (tube) => tube.FtID, (tube) => tube.FtGuid);
  const jars = new Map(sources.jars.flatMap((jar) => (typeof jar.JrID === 'number' ? [[jar.JrID, jar] as const] : [])));
  const waterSamples = new Map(sources.waterSamples.flatMap((sample) => (typeof sample.WsID === 'number' ? [[sample.WsID, sample] as const] : [])));
  return parts.filter((part) => part.AsID === asId).flatMap((part): SubSampleTarget[] => {
    if (typeof part.JrID === 'number') {
      const jar = jars.get(part.JrID);
      const mpGuid = typeof jar?.MpID === 'number' ? pointGuid.get(jar.MpID) : undefined;
      const name = jar?.JrName ? String(jar.JrName) : `#${part.JrID}`;
      return [jar?.JrGuid && mpGuid ? { kind: 'jar', name, mpGuid, jarGuid: jar.JrGuid } : { kind: 'missing', name }];
    }
    if (typeof part.WsID === 'number') {
      const sample = waterSamples.get(part.WsID);
      const mpGuid = typeof sample?.MpID === 'number' ? pointGuid.get(sample.MpID) : undefined;
      const ftGuid = typeof sample?.FtID === 'number' ? tubeGuid.get(sample.FtID) : undefined;
      const name = sample?.WsName ? String(sample.WsName) : `#${part.WsID}`;
      const tubeFound = typeof sample?.FtID !== 'number' || ftGuid !== undefined;
      if (!sample?.WsGuid || !mpGuid || !tubeFound) return [{ kind: 'missing', name }];
      return [{ kind: isAirSample(sample.WsMatrixCode) ? 'airSample' : 'waterSample', name, mpGuid, ftGuid, wsGuid: sample.WsGuid }];
    }
    return [];
  });
}

/** How many results each analysis sample (by AsGuid) has: the sample list's count column. */
export function resultCountsBySample(results: readonly { readonly AsGuid?: string | undefined }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const result of results) if (result.AsGuid) counts.set(result.AsGuid, (counts.get(result.AsGuid) ?? 0) + 1);
  return counts;
}

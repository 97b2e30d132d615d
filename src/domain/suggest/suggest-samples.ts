import type { JarProfile } from './jar-profile';
import { admixturesOf, layerAt, mixGroupOf, suspectReasonsOf } from './jar-profile';
import { mixGroup } from './mix-groups';
import type { SuggestInput, SuggestJar, SuggestLayer } from './suggest-input';
import type { SuggestError, SuggestLogEntry, SuggestOutcome, Suggestion } from './suggest-outcome';
import type { SuggestSettings, Trajectory } from './suggest-settings';
import { trajectories, trajectoryAt } from './suggest-settings';

const dayMs = 24 * 60 * 60 * 1000;

function ageInDays(date: string | null | undefined, referenceDate: string): number | null {
  if (typeof date !== 'string' || date.length < 10) return null;
  const taken = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  const reference = Date.parse(`${referenceDate}T00:00:00Z`);
  return Number.isNaN(taken) || Number.isNaN(reference) ? null : Math.floor((reference - taken) / dayMs);
}

function hasDepths(row: { from: number | null | undefined; to: number | null | undefined }): row is { from: number; to: number } {
  return typeof row.from === 'number' && typeof row.to === 'number' && row.to > row.from;
}

/** Jars of the chosen points with depths, not older than N days, above the max depth. */
function filterJars(input: SuggestInput, settings: SuggestSettings, log: SuggestLogEntry[]): SuggestJar[] {
  const points = new Set(settings.pointIds);
  let tooOld = 0;
  let tooDeep = 0;
  let withoutDepth = 0;
  const kept = input.jars.filter((jar) => {
    if (!points.has(jar.MpID)) return false;
    if (!hasDepths({ from: jar.JrFrom, to: jar.JrTo })) { withoutDepth += 1; return false; }
    if ((jar.JrTo ?? 0) > settings.maxDepth) { tooDeep += 1; return false; }
    const age = ageInDays(jar.JrDate, settings.referenceDate);
    if (settings.excludeOlderThanDays !== null && age !== null && age > settings.excludeOlderThanDays) { tooOld += 1; return false; }
    return true;
  });
  log.push({ level: 'info', key: 'jarsFiltered', params: { read: input.jars.length, kept: kept.length, tooOld, tooDeep, withoutDepth } });
  return kept;
}

/** Layers of the chosen points with a soil type and depths starting above the max depth, per point, top down. */
function filterLayers(input: SuggestInput, settings: SuggestSettings): Map<number, SuggestLayer[]> {
  const points = new Set(settings.pointIds);
  const byPoint = new Map<number, SuggestLayer[]>();
  for (const layer of input.layers) {
    if (!points.has(layer.MpID) || !layer.LaSoilTypeCode || !hasDepths({ from: layer.LaFrom, to: layer.LaTo })) continue;
    if ((layer.LaFrom ?? 0) >= settings.maxDepth) continue;
    const list = byPoint.get(layer.MpID) ?? [];
    list.push(layer);
    byPoint.set(layer.MpID, list);
  }
  for (const list of byPoint.values()) list.sort((a, b) => (a.LaFrom ?? 0) - (b.LaFrom ?? 0));
  return byPoint;
}

/** Each jar weighed against the layer holding its middle depth, in an allowed trajectory. */
function profileJars(jars: readonly SuggestJar[], layers: Map<number, SuggestLayer[]>, input: SuggestInput, settings: SuggestSettings, log: SuggestLogEntry[]): JarProfile[] {
  const pointNames = new Map(input.points.map((point) => [point.MpID, point.MpName ?? String(point.MpID)]));
  const allowed = new Set<Trajectory>(settings.allowedTrajectories);
  let withoutLayer = 0;
  let otherTrajectory = 0;
  const profiles = jars.flatMap((jar): JarProfile[] => {
    const from = jar.JrFrom ?? 0;
    const to = jar.JrTo ?? 0;
    const middle = (from + to) / 2;
    const layer = layerAt(layers.get(jar.MpID) ?? [], middle);
    const trajectory = trajectoryAt(middle, settings);
    if (!layer) { withoutLayer += 1; return []; }
    if (!trajectory || !allowed.has(trajectory)) { otherTrajectory += 1; return []; }
    return [{
      jarId: jar.JrID, jarName: jar.JrName ?? String(jar.JrID), pointId: jar.MpID, pointName: pointNames.get(jar.MpID) ?? String(jar.MpID),
      from, to, date: jar.JrDate ?? null, trajectory, soilType: (layer.LaSoilTypeCode ?? '').trim(), admixtures: admixturesOf(layer),
      lutum: layer.LaLutumPerc ?? null, humus: layer.LaHumusPerc ?? null, pid: jar.JrPID ?? null, suspectReasons: suspectReasonsOf(jar, layer),
    }];
  });
  log.push({ level: 'info', key: 'jarsProfiled', params: { profiled: profiles.length, withoutLayer, otherTrajectory } });
  const suspect = profiles.filter((profile) => profile.suspectReasons.length > 0).length;
  if (suspect > 0) log.push({ level: 'warning', key: 'suspectApart', params: { count: suspect } });
  return profiles;
}

function failed(error: SuggestError, log: SuggestLogEntry[], base: Omit<SuggestOutcome, 'errors' | 'log'>): SuggestOutcome {
  log.push({ level: 'error', key: `error.${error}`, params: {} });
  return { ...base, errors: [error], log };
}

/**
 * Suggests mixed analysis samples from a project's jars (spec 02 section 2; our design after NEN
 * 5740): jars of the chosen points, with depths, not older than N days and above the max depth, are
 * weighed against the layer they were taken from; they are grouped per depth trajectory, soil type
 * and suspicion (odour, oil-water reaction, PID, debris keep suspect jars apart); each group is mixed
 * into samples of at most `maxAdmixtures` jars whose score stays at most 100 (spec 02 section 9);
 * per zone the `numberOfSamples` largest (then best scoring) are suggested. Pure: the same input
 * gives the same outcome in the browser and on the server. A control run is marked, never saved.
 */
export function suggestSamples(input: SuggestInput, settings: SuggestSettings): SuggestOutcome {
  const log: SuggestLogEntry[] = [{ level: 'info', key: 'started', params: { project: settings.projectCode, points: settings.pointIds.length } }];
  const perZone: Record<Trajectory, number> = { top: 0, mid: 0, lower: 0 };
  const base: Omit<SuggestOutcome, 'errors' | 'log'> = {
    suggestions: [], profiles: {}, leftOver: [], controlRun: settings.controlRun, maxAdmixtures: settings.maxAdmixtures,
    summary: { jarsRead: input.jars.length, jarsAfterFilter: 0, layersAfterFilter: 0, jarsProfiled: 0, jarsInSuggestions: 0, totalSuggested: 0, perZone },
  };
  const jars = filterJars(input, settings, log);
  base.summary.jarsAfterFilter = jars.length;
  if (jars.length === 0) return failed('noJarsRemaining', log, base);
  const layers = filterLayers(input, settings);
  base.summary.layersAfterFilter = [...layers.values()].reduce((sum, list) => sum + list.length, 0);
  if (base.summary.layersAfterFilter === 0) return failed('noLayersRemaining', log, base);
  const profiles = profileJars(jars, layers, input, settings, log);
  base.summary.jarsProfiled = profiles.length;
  base.profiles = Object.fromEntries(profiles.map((profile) => [String(profile.jarId), profile]));
  if (profiles.length === 0) return failed('noJarsForSoilTypeOrTrajectory', log, { ...base, leftOver: [] });

  const groups = new Map<string, JarProfile[]>();
  for (const profile of profiles) {
    const key = mixGroupOf(profile);
    const members = groups.get(key);
    if (members) members.push(profile);
    else groups.set(key, [profile]);
  }
  const candidates = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).flatMap(([, members]) =>
    mixGroup(members, settings.maxAdmixtures).filter((cluster) => cluster.jars.length >= 2));
  const suggestions: Suggestion[] = [];
  for (const trajectory of trajectories) {
    const inZone = candidates.filter((cluster) => cluster.jars[0]?.trajectory === trajectory)
      .sort((a, b) => b.jars.length - a.jars.length || a.score - b.score);
    const kept = inZone.slice(0, settings.numberOfSamples);
    if (inZone.length > kept.length) log.push({ level: 'warning', key: 'zoneCapped', params: { zone: trajectory, found: inZone.length, kept: kept.length } });
    kept.forEach((cluster, index) => {
      const first = cluster.jars[0];
      if (!first) return;
      suggestions.push({
        id: `${trajectory}-${first.soilType}-${index + 1}`, trajectory, soilType: first.soilType, suspect: first.suspectReasons.length > 0,
        jarIds: cluster.jars.map((jar) => jar.jarId).sort((a, b) => a - b), score: cluster.score,
      });
    });
    perZone[trajectory] = kept.length;
  }
  const used = new Set(suggestions.flatMap((suggestion) => suggestion.jarIds));
  const leftOver = profiles.map((profile) => profile.jarId).filter((id) => !used.has(id));
  const outcome = { ...base, suggestions, leftOver, summary: { ...base.summary, jarsInSuggestions: used.size, totalSuggested: suggestions.length, perZone } };
  if (suggestions.length === 0) {
    const anyPair = [...groups.values()].some((members) => members.length >= 2);
    return failed(anyPair ? 'allScoresOver100' : 'noJarsForSoilTypeOrTrajectory', log, outcome);
  }
  log.push({ level: 'info', key: 'suggested', params: { total: suggestions.length, jars: used.size, leftOver: leftOver.length } });
  return { ...outcome, errors: [], log };
}

import type { ValidationIssue } from '../issue';
import { analysisSampleRules } from './analysis-sample';
import type { AnalysisSampleContext, AnalysisSampleRow } from './analysis-sample';
import { bottleRules } from './bottle';
import type { BottleContext, BottleRow } from './bottle';
import { rowKeyOf } from './entity-rules';
import type { EntityRules, RowIdentity } from './entity-rules';
import { filterTubeRules } from './filter-tube';
import type { FilterTubeContext, FilterTubeRow } from './filter-tube';
import { finishingRules } from './finishing';
import type { FinishingContext, FinishingRow } from './finishing';
import { jarRules } from './jar';
import type { JarContext, JarRow } from './jar';
import { layerRules } from './layer';
import type { LayerContext, LayerRow } from './layer';
import { locationVisitRules } from './location-visit';
import type { LocationVisitContext, LocationVisitRow } from './location-visit';
import { measurementPointRules } from './measurement-point';
import type { MeasurementPointContext, MeasurementPointRow } from './measurement-point';
import { projectRules } from './project';
import type { ProjectContext, ProjectRow } from './project';
import { validateAllRows } from './run-rules';
import type { BulkOptions } from './run-rules';
import { sublocationRules } from './sublocation';
import type { SublocationContext, SublocationRow } from './sublocation';
import { waterSampleRules } from './water-sample';
import type { WaterSampleContext, WaterSampleRow } from './water-sample';

/** The row shape each kind of list holds. */
export interface RowsByKind {
  project: ProjectRow;
  measurementPoint: MeasurementPointRow;
  layer: LayerRow;
  jar: JarRow;
  filterTube: FilterTubeRow;
  finishing: FinishingRow;
  waterSample: WaterSampleRow;
  bottle: BottleRow;
  sublocation: SublocationRow;
  locationVisit: LocationVisitRow;
  analysisSample: AnalysisSampleRow;
}

/** The context each kind's rules may be given. */
export interface ContextsByKind {
  project: ProjectContext;
  measurementPoint: MeasurementPointContext;
  layer: LayerContext;
  jar: JarContext;
  filterTube: FilterTubeContext;
  finishing: FinishingContext;
  waterSample: WaterSampleContext;
  bottle: BottleContext;
  sublocation: SublocationContext;
  locationVisit: LocationVisitContext;
  analysisSample: AnalysisSampleContext;
}

/** A kind of list validateRows knows. */
export type RowKind = keyof RowsByKind;

/** Every entity's rules, by kind. */
export const rulesByKind: { [K in RowKind]: EntityRules<RowsByKind[K], ContextsByKind[K]> } = {
  project: projectRules,
  measurementPoint: measurementPointRules,
  layer: layerRules,
  jar: jarRules,
  filterTube: filterTubeRules,
  finishing: finishingRules,
  waterSample: waterSampleRules,
  bottle: bottleRules,
  sublocation: sublocationRules,
  locationVisit: locationVisitRules,
  analysisSample: analysisSampleRules,
};

/**
 * Validates every row of a list against its siblings (spec 01 section 5, spec 02 section 5) for grids
 * and bulk saves, in O(n log n). Sibling checks run within each parent (layers, jars, tubes and
 * finishings per MpID, bottles per WsID, points and sub-locations per PrID; water samples and projects
 * over the whole list) unless `groupByParent` is false. Returns the issues of each row that has any,
 * keyed by rowKey(kind, row, index): its GUID, or '#index' when it has none.
 */
export function validateRows<K extends RowKind>(
  kind: K,
  rows: readonly RowsByKind[K][],
  context: ContextsByKind[K] & BulkOptions = {} as ContextsByKind[K] & BulkOptions,
): Map<string, ValidationIssue[]> {
  const rules: EntityRules<RowsByKind[K], ContextsByKind[K]> = rulesByKind[kind];
  return validateAllRows(rules, rows, context, context);
}

/** The key validateRows files a row's issues under: its GUID, or '#index' for a row without one. */
export function rowKey<K extends RowKind>(kind: K, row: RowsByKind[K], index: number): string {
  const rules: RowIdentity<RowsByKind[K]> = rulesByKind[kind];
  return rowKeyOf(rules, row, index);
}

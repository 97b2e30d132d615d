import { bottleSchema } from '../../domain/entities/bottle';
import { cadastralOvamCustomerSchema, cadastralOvamSchema, cadastralOvamVlaremActSchema } from '../../domain/entities/cadastral-ovam';
import { concernedContactSchema } from '../../domain/entities/concerned-contact';
import { filterTubeSchema } from '../../domain/entities/filter-tube';
import { finishingSchema } from '../../domain/entities/finishing';
import { jarSchema } from '../../domain/entities/jar';
import { layerSchema } from '../../domain/entities/layer';
import { locationVisitSchema } from '../../domain/entities/location-visit';
import { measurementPointSchema } from '../../domain/entities/measurement-point';
import { observationSchema } from '../../domain/entities/observation';
import { projectSchema } from '../../domain/entities/project';
import { sublocationSchema } from '../../domain/entities/sublocation';
import { summaryConclusionSchema } from '../../domain/entities/summary-conclusion';
import { waterSampleSchema } from '../../domain/entities/water-sample';
import { waterSampleMeasurementSchema } from '../../domain/entities/water-sample-measurement';

/**
 * Every VeldData table with the domain schema of its rows (spec 01 sections 3 and 7); calls pick
 * the tables the spec names for them, e.g. `pick('tblMeasurementPoints', 'tblLayers')`.
 */
export const veldTableSchemas = {
  tblProjects: projectSchema,
  tblMeasurementPoints: measurementPointSchema,
  tblLayers: layerSchema,
  tblJars: jarSchema,
  tblFilterTubes: filterTubeSchema,
  tblFinishings: finishingSchema,
  tblWaterSamples: waterSampleSchema,
  tblBottles: bottleSchema,
  tblObservation: observationSchema,
  tblWaterSampleMeasurements: waterSampleMeasurementSchema,
  tblSublocations: sublocationSchema,
  tblLocationVisits: locationVisitSchema,
  tblSummaryConclusions: summaryConclusionSchema,
  tblConcernedCompanies: concernedContactSchema,
  tblCadastralOvam: cadastralOvamSchema,
  tblCadastralOvamCustomers: cadastralOvamCustomerSchema,
  tblCadastralOvamVlaremAct: cadastralOvamVlaremActSchema,
} as const;

/** A VeldData table name the client knows. */
export type VeldTableName = keyof typeof veldTableSchemas;

/** The schemas of the named tables, typed per name. */
export function pickTables<const N extends VeldTableName>(...names: N[]): { [K in N]: (typeof veldTableSchemas)[K] } {
  return Object.fromEntries(names.map((name) => [name, veldTableSchemas[name]])) as { [K in N]: (typeof veldTableSchemas)[K] };
}

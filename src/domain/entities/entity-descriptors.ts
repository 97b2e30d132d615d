import type * as z from 'zod';
import { analysisResultRowSchema } from './analysis-result';
import { analysisSampleRowSchema } from './analysis-sample';
import { analysisSamplePartSchema } from './analysis-sample-part';
import { bottleSchema } from './bottle';
import { cadastralOvamCustomerSchema, cadastralOvamSchema, cadastralOvamVlaremActSchema } from './cadastral-ovam';
import { concernedContactSchema } from './concerned-contact';
import { filterTubeSchema } from './filter-tube';
import { finishingSchema } from './finishing';
import { jarSchema } from './jar';
import { labAssignmentSchema } from './lab-assignment';
import { layerSchema } from './layer';
import { locationVisitSchema } from './location-visit';
import { mapContourSchema } from './map-contour';
import { taskSchema } from './task';
import { measurementPointSchema } from './measurement-point';
import { observationSchema } from './observation';
import { projectSchema } from './project';
import { sublocationSchema } from './sublocation';
import { summaryConclusionSchema } from './summary-conclusion';
import { waterSampleSchema } from './water-sample';
import { waterSampleMeasurementSchema } from './water-sample-measurement';
import { rowVersionSchema } from './wire-types';

/** The project-data entities of spec 01 section 3 (and the lab records of spec 02 section 3) that the server keeps in tbl* tables. */
export const entityKinds = [
  'project', 'measurementPoint', 'layer', 'jar', 'filterTube', 'finishing', 'waterSample', 'bottle',
  'observation', 'waterSampleMeasurement', 'sublocation', 'locationVisit', 'summaryConclusion',
  'concernedContact', 'cadastralOvam', 'cadastralOvamCustomer', 'cadastralOvamVlaremAct',
  'labAssignment', 'analysisSample', 'analysisSamplePart', 'analysisResult', 'mapContour', 'task',
] as const;

/** One entity kind. */
export type EntityKind = (typeof entityKinds)[number];

type FieldOf<S extends z.ZodObject> = Extract<keyof S['shape'], string>;

/** How an entity sits on the wire: its table, its key fields and its schema (spec 01 sections 3, 4 and 7). */
export interface AnyEntityDescriptor<K extends EntityKind = EntityKind> {
  readonly kind: K;
  /** Name of the list in VeldData, e.g. 'tblLayers'. */
  readonly tableName: `tbl${string}`;
  /** The required identifier of a row. */
  readonly idField: string;
  readonly guidField: string | null;
  /** Stamped with UTC + 3 hours on every edit (spec 01 section 4). */
  readonly lastChangedField: `${string}DateLastChanged` | null;
  /** The row's link to its parent (null for a project, the root). */
  readonly parentIdField: string | null;
  /** The kind of record the parent is: the chain up to the project decides which rows a licence reaches. */
  readonly parentKind: EntityKind | null;
  readonly schema: z.ZodObject;
}

/** A descriptor whose field names are checked against its own schema's shape; the table name keeps its literal. */
export interface EntityDescriptor<K extends EntityKind, S extends z.ZodObject, T extends `tbl${string}`, I extends `${string}ID`> extends AnyEntityDescriptor<K> {
  readonly tableName: T;
  readonly idField: I & FieldOf<S>;
  readonly guidField: FieldOf<S> | null;
  readonly lastChangedField: (FieldOf<S> & `${string}DateLastChanged`) | null;
  readonly parentIdField: FieldOf<S> | null;
  readonly schema: S;
}

/** The column every entity table carries for optimistic concurrency (migration 0007). */
export const rowVersionField = 'RowVersion';

/**
 * An entity schema with its row version (spec 01 section 4: a write based on a stale load is
 * refused), so storage, wire types and parsing all see the column without each schema naming it.
 */
function versioned<Shape extends z.core.$ZodLooseShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) {
  return schema.extend({ [rowVersionField]: rowVersionSchema } as { RowVersion: typeof rowVersionSchema });
}

// A typed constructor so a misspelt field name fails to compile against the schema's shape.
function describe<K extends EntityKind, S extends z.ZodObject, T extends `tbl${string}`, I extends `${string}ID`>(descriptor: EntityDescriptor<K, S, T, I>): EntityDescriptor<K, S, T, I> {
  return descriptor;
}

/**
 * Every entity kind with its table, fields and schema (spec 01 sections 3 and 4). A water sample's
 * parent is its measurement point; FtID additionally places a tube sample under its gauging tube.
 */
export const entityDescriptors = {
  project: describe({ kind: 'project', tableName: 'tblProjects', idField: 'PrID', guidField: 'PrGuid', lastChangedField: 'PrDateLastChanged', parentIdField: null, parentKind: null, schema: versioned(projectSchema) }),
  measurementPoint: describe({ kind: 'measurementPoint', tableName: 'tblMeasurementPoints', idField: 'MpID', guidField: 'MpGuid', lastChangedField: 'MpDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(measurementPointSchema) }),
  layer: describe({ kind: 'layer', tableName: 'tblLayers', idField: 'LaID', guidField: 'LaGuid', lastChangedField: 'LaDateLastChanged', parentIdField: 'MpID', parentKind: 'measurementPoint', schema: versioned(layerSchema) }),
  jar: describe({ kind: 'jar', tableName: 'tblJars', idField: 'JrID', guidField: 'JrGuid', lastChangedField: 'JrDateLastChanged', parentIdField: 'MpID', parentKind: 'measurementPoint', schema: versioned(jarSchema) }),
  filterTube: describe({ kind: 'filterTube', tableName: 'tblFilterTubes', idField: 'FtID', guidField: 'FtGuid', lastChangedField: 'FtDateLastChanged', parentIdField: 'MpID', parentKind: 'measurementPoint', schema: versioned(filterTubeSchema) }),
  finishing: describe({ kind: 'finishing', tableName: 'tblFinishings', idField: 'FiID', guidField: 'FiGuid', lastChangedField: 'FiDateLastChanged', parentIdField: 'MpID', parentKind: 'measurementPoint', schema: versioned(finishingSchema) }),
  waterSample: describe({ kind: 'waterSample', tableName: 'tblWaterSamples', idField: 'WsID', guidField: 'WsGuid', lastChangedField: 'WsDateLastChanged', parentIdField: 'MpID', parentKind: 'measurementPoint', schema: versioned(waterSampleSchema) }),
  bottle: describe({ kind: 'bottle', tableName: 'tblBottles', idField: 'BoID', guidField: 'BoGuid', lastChangedField: 'BoDateLastChanged', parentIdField: 'WsID', parentKind: 'waterSample', schema: versioned(bottleSchema) }),
  observation: describe({ kind: 'observation', tableName: 'tblObservation', idField: 'ObID', guidField: null, lastChangedField: null, parentIdField: 'WsID', parentKind: 'waterSample', schema: versioned(observationSchema) }),
  waterSampleMeasurement: describe({ kind: 'waterSampleMeasurement', tableName: 'tblWaterSampleMeasurements', idField: 'WmID', guidField: null, lastChangedField: null, parentIdField: 'WsID', parentKind: 'waterSample', schema: versioned(waterSampleMeasurementSchema) }),
  sublocation: describe({ kind: 'sublocation', tableName: 'tblSublocations', idField: 'SlID', guidField: 'SlGuid', lastChangedField: 'SlDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(sublocationSchema) }),
  locationVisit: describe({ kind: 'locationVisit', tableName: 'tblLocationVisits', idField: 'LvID', guidField: 'LvGuid', lastChangedField: 'LvDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(locationVisitSchema) }),
  summaryConclusion: describe({ kind: 'summaryConclusion', tableName: 'tblSummaryConclusions', idField: 'SmID', guidField: 'SmGUID', lastChangedField: 'SmDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(summaryConclusionSchema) }),
  concernedContact: describe({ kind: 'concernedContact', tableName: 'tblConcernedCompanies', idField: 'CcID', guidField: 'CcGUID', lastChangedField: 'CcDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(concernedContactSchema) }),
  cadastralOvam: describe({ kind: 'cadastralOvam', tableName: 'tblCadastralOvam', idField: 'CaID', guidField: 'CaGUID', lastChangedField: null, parentIdField: 'PrID', parentKind: 'project', schema: versioned(cadastralOvamSchema) }),
  cadastralOvamCustomer: describe({ kind: 'cadastralOvamCustomer', tableName: 'tblCadastralOvamCustomers', idField: 'CuID', guidField: null, lastChangedField: null, parentIdField: 'CaID', parentKind: 'cadastralOvam', schema: versioned(cadastralOvamCustomerSchema) }),
  cadastralOvamVlaremAct: describe({ kind: 'cadastralOvamVlaremAct', tableName: 'tblCadastralOvamVlaremAct', idField: 'VLID', guidField: null, lastChangedField: null, parentIdField: 'CaID', parentKind: 'cadastralOvam', schema: versioned(cadastralOvamVlaremActSchema) }),
  labAssignment: describe({ kind: 'labAssignment', tableName: 'tblLabAssignments', idField: 'LbID', guidField: 'LbGuid', lastChangedField: null, parentIdField: 'PrID', parentKind: 'project', schema: versioned(labAssignmentSchema) }),
  analysisSample: describe({ kind: 'analysisSample', tableName: 'tblAnalysisSamples', idField: 'AsID', guidField: 'AsGuid', lastChangedField: null, parentIdField: 'PrID', parentKind: 'project', schema: versioned(analysisSampleRowSchema) }),
  analysisSamplePart: describe({ kind: 'analysisSamplePart', tableName: 'tblAnalysisSampleParts', idField: 'ApID', guidField: 'ApGuid', lastChangedField: null, parentIdField: 'AsID', parentKind: 'analysisSample', schema: versioned(analysisSamplePartSchema) }),
  analysisResult: describe({ kind: 'analysisResult', tableName: 'tblAnalysisResults', idField: 'ArID', guidField: 'ArGuid', lastChangedField: null, parentIdField: 'AsID', parentKind: 'analysisSample', schema: versioned(analysisResultRowSchema) }),
  mapContour: describe({ kind: 'mapContour', tableName: 'tblMapContours', idField: 'CoID', guidField: 'CoGuid', lastChangedField: 'CoDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(mapContourSchema) }),
  task: describe({ kind: 'task', tableName: 'tblTasks', idField: 'TaID', guidField: 'TaGuid', lastChangedField: 'TaDateLastChanged', parentIdField: 'PrID', parentKind: 'project', schema: versioned(taskSchema) }),
} as const satisfies { readonly [K in EntityKind]: AnyEntityDescriptor<K> };

/** The descriptor type of one kind, with its own schema. */
export type EntityDescriptorOf<K extends EntityKind> = (typeof entityDescriptors)[K];

/** The parsed row type of one kind, e.g. EntityOf<'layer'> is Layer. */
export type EntityOf<K extends EntityKind> = z.output<EntityDescriptorOf<K>['schema']>;

/** The descriptor of a kind. */
export function entityDescriptor<K extends EntityKind>(kind: K): EntityDescriptorOf<K> {
  return entityDescriptors[kind];
}

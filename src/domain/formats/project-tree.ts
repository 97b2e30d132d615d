import * as z from 'zod';
import { analysisResultSchema } from '../entities/analysis-result';
import { analysisSampleSchema } from '../entities/analysis-sample';
import { bottleSchema } from '../entities/bottle';
import { filterTubeSchema } from '../entities/filter-tube';
import { jarSchema } from '../entities/jar';
import { layerSchema } from '../entities/layer';
import { measurementPointSchema } from '../entities/measurement-point';
import { observationSchema } from '../entities/observation';
import { projectSchema } from '../entities/project';
import { waterSampleSchema } from '../entities/water-sample';

/**
 * A water or air sample with what hangs under it (spec 01 section 3). `tubeGuid` names the gauging tube
 * of a tube sample and is null for a surface sample: rows in a tree have GUIDs, not database ids.
 */
export const waterSampleTreeSchema = z.object({
  sample: waterSampleSchema,
  tubeGuid: z.string().nullable(),
  bottles: z.array(bottleSchema),
  observations: z.array(observationSchema),
});

/** A measurement point with its layers, soil samples, gauging tubes and water samples (spec 01 section 3). */
export const pointTreeSchema = z.object({
  point: measurementPointSchema,
  layers: z.array(layerSchema),
  jars: z.array(jarSchema),
  filterTubes: z.array(filterTubeSchema),
  waterSamples: z.array(waterSampleTreeSchema),
});

/**
 * An analysis sample with its results (spec 02 section 3). `partGuids` are the field samples (jars or
 * water samples, by GUID) mixed into it, the 'sample parts' of GetAllSampleParts (spec 02 section 7).
 */
export const analysisSampleTreeSchema = z.object({
  sample: analysisSampleSchema,
  partGuids: z.array(z.string()),
  results: z.array(analysisResultSchema),
});

/**
 * What the exchange formats read and write: one project with its points and analysis samples, built
 * from the domain's own entity schemas so a reader's output parses as the server's rows do. Ids (PrID,
 * MpID, …) are the database's business; within a tree, rows are linked by nesting and GUIDs.
 */
export const projectTreeSchema = z.object({
  project: projectSchema,
  points: z.array(pointTreeSchema),
  analysisSamples: z.array(analysisSampleTreeSchema),
});

/** A project tree as readers produce and writers take it. */
export type ProjectTree = z.output<typeof projectTreeSchema>;
/** One point of a project tree. */
export type PointTree = z.output<typeof pointTreeSchema>;
/** One water or air sample of a point tree. */
export type WaterSampleTree = z.output<typeof waterSampleTreeSchema>;
/** One analysis sample of a project tree. */
export type AnalysisSampleTree = z.output<typeof analysisSampleTreeSchema>;

/** A point tree with nothing under the point yet, for readers that fill it row by row. */
export function emptyPointTree(point: PointTree['point']): PointTree {
  return { point, layers: [], jars: [], filterTubes: [], waterSamples: [] };
}

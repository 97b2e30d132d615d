import { queryOptions } from '@tanstack/react-query';
import { getAnalysisSampleParts, getAnalysisSamples, getLabAssignments } from '../calls/lab';
import { getProjectWaterSamples } from '../calls/water-samples';
import type { ProjectId } from '../envelope';
import { gaugingTubeKind, soilSampleKind } from '../kinds/point-child-kinds';
import type { FieldSampleNames } from '../../domain/lab/analysis-sample-grid-rows';
import type { SubSampleSources } from '../../domain/lab/sub-sample-targets';
import { apiOf } from './api-binding';
import { pointQueries } from './point-queries';
import { projectScope } from './scopes';

/** The lab's query keys, under the project's scope (CONVENTIONS rule 5). */
export const labKeys = {
  assignments: (prId: ProjectId) => [...projectScope(prId), 'labAssignments'] as const,
  analysisSamples: (prId: ProjectId) => [...projectScope(prId), 'analysisSamples'] as const,
  sampleParts: (prId: ProjectId) => [...projectScope(prId), 'analysisSampleParts'] as const,
  fieldSampleNames: (prId: ProjectId) => [...projectScope(prId), 'fieldSampleNames'] as const,
  subSampleSources: (prId: ProjectId) => [...projectScope(prId), 'subSampleSources'] as const,
};

function namesById<Row>(rows: readonly Row[], id: (row: Row) => unknown, name: (row: Row) => unknown): Map<number, string> {
  return new Map(rows.flatMap((row) => {
    const key = id(row);
    return typeof key === 'number' ? [[key, String(name(row) ?? '')] as const] : [];
  }));
}

/** A project's lab assignments (without the soft-deleted ones), its analysis samples and what they are made of. */
export const labQueries = {
  assignments: (prId: ProjectId) => queryOptions({
    queryKey: labKeys.assignments(prId),
    queryFn: ({ client, signal }) => getLabAssignments(apiOf(client), prId, { signal }),
  }),
  analysisSamples: (prId: ProjectId) => queryOptions({
    queryKey: labKeys.analysisSamples(prId),
    queryFn: ({ client, signal }) => getAnalysisSamples(apiOf(client), prId, { signal }),
  }),
  sampleParts: (prId: ProjectId) => queryOptions({
    queryKey: labKeys.sampleParts(prId),
    queryFn: ({ client, signal }) => getAnalysisSampleParts(apiOf(client), prId, { signal }),
  }),
  /** The names of the project's jars (the project-wide GetSoilSamples) and water samples, by id: what analysis samples are made of. */
  fieldSampleNames: (prId: ProjectId) => queryOptions({
    queryKey: labKeys.fieldSampleNames(prId),
    queryFn: async ({ client, signal }): Promise<FieldSampleNames> => {
      const [jars, waterSamples] = await Promise.all([
        client.fetchQuery(soilSampleKind.list({ prId })),
        getProjectWaterSamples(apiOf(client), prId, { signal }),
      ]);
      return {
        jars: namesById(jars, (jar) => jar.JrID, (jar) => jar.JrName),
        waterSamples: namesById(waterSamples, (sample) => sample.WsID, (sample) => sample.WsName),
      };
    },
  }),
  /** The jars, water samples, points and tubes of the project: where an analysis sample's parts link to (the results screen's sub-samples). */
  subSampleSources: (prId: ProjectId) => queryOptions({
    queryKey: labKeys.subSampleSources(prId),
    queryFn: async ({ client, signal }): Promise<SubSampleSources> => {
      const [jars, waterSamples, points, tubes] = await Promise.all([
        client.fetchQuery(soilSampleKind.list({ prId })),
        getProjectWaterSamples(apiOf(client), prId, { signal }),
        client.fetchQuery(pointQueries.list(prId)),
        client.fetchQuery(gaugingTubeKind.list({ prId })),
      ]);
      return { jars, waterSamples, points, tubes };
    },
  }),
};

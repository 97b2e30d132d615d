import { queryOptions } from '@tanstack/react-query';
import { getAnalysisSampleParts, getAnalysisSamples, getLabAssignments } from '../calls/lab';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { projectScope } from './scopes';

/** The lab's query keys, under the project's scope (CONVENTIONS rule 5). */
export const labKeys = {
  assignments: (prId: ProjectId) => [...projectScope(prId), 'labAssignments'] as const,
  analysisSamples: (prId: ProjectId) => [...projectScope(prId), 'analysisSamples'] as const,
  sampleParts: (prId: ProjectId) => [...projectScope(prId), 'analysisSampleParts'] as const,
};

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
};

import { queryOptions } from '@tanstack/react-query';
import { getAllResults, getImporterStatus } from '../calls/results';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { projectScope } from './scopes';

/** The analysis results' query keys (CONVENTIONS rule 5): a project's results under its scope; the importer per licence. */
export const resultKeys = {
  ofProject: (prId: ProjectId) => [...projectScope(prId), 'analysisResults'] as const,
  importer: ['labResultImporter'] as const,
};

/** How often the results screen asks the importer for its state (ms): 'last run n minutes ago' stays current. */
const importerPollMs = 2000;

/** A project's analysis results, and the lab result importer's status. */
export const resultQueries = {
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: resultKeys.ofProject(prId),
    queryFn: ({ client, signal }) => getAllResults(apiOf(client), prId, { signal }),
  }),
  importer: () => queryOptions({
    queryKey: resultKeys.importer,
    queryFn: ({ client, signal }) => getImporterStatus(apiOf(client), { signal }),
    refetchInterval: importerPollMs,
  }),
};

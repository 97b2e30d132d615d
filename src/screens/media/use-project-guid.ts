import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '../../api';
import type { ProjectId } from '../../api/envelope';

/** The project's guid, which every media call names (spec 02 section 7), once the project has loaded. */
export function useProjectGuid(projectId: ProjectId): string | undefined {
  const project = useQuery(projectQueries.detail(projectId));
  const guid = project.data?.PrGuid;
  return typeof guid === 'string' && guid !== '' ? guid : undefined;
}

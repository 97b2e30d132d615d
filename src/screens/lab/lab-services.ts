import type { QueryClient } from '@tanstack/react-query';
import type { LabAssignmentServices } from '../../../machines/lab-assignment';
import { sendLabAssignment, setAnalysisSamples, setLabAssignment } from '../../api/calls/lab';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys } from '../../api/queries/lab-queries';
import type { AnalysisSampleRow } from '../../domain/entities/analysis-sample';
import { newGuid } from '../../domain/wire/new-guid';

/**
 * The lab assignment machine's services on the real data service: SetLabassignment CREATE or UPDATE,
 * then SetAnalysisSamples UPDATE of LbID for the samples put on or taken off; SendLabassignment;
 * SetLabassignment DELETE (soft). Each refreshes the project's lab lists.
 */
export function labAssignmentServices(client: QueryClient): LabAssignmentServices {
  const refresh = async (projectId: number) => {
    await client.invalidateQueries({ queryKey: labKeys.assignments(projectId) });
    await client.invalidateQueries({ queryKey: labKeys.analysisSamples(projectId) });
  };
  return {
    save: async ({ projectId, assignment, samples, previousSamples }) => {
      const isNew = assignment.LbID === null || assignment.LbID === undefined;
      const row = isNew ? { ...assignment, LbGuid: assignment.LbGuid ?? newGuid() } : assignment;
      const listed = await setLabAssignment(apiOf(client), projectId, isNew ? 'CREATE' : 'UPDATE', row);
      const stored = listed.find((candidate) => candidate.LbGuid === row.LbGuid) ?? row;
      const changes: AnalysisSampleRow[] = [
        ...samples.filter((guid) => !previousSamples.includes(guid)).map((guid) => ({ AsGuid: guid, LbID: stored.LbID })),
        ...previousSamples.filter((guid) => !samples.includes(guid)).map((guid) => ({ AsGuid: guid, LbID: null })),
      ];
      if (changes.length > 0) await setAnalysisSamples(apiOf(client), projectId, 'UPDATE', changes);
      await refresh(projectId);
      return stored;
    },
    send: async ({ projectId, lbId }) => {
      const row = await sendLabAssignment(apiOf(client), projectId, lbId);
      await refresh(projectId);
      return row;
    },
    remove: async ({ projectId, lbId }) => {
      await setLabAssignment(apiOf(client), projectId, 'DELETE', { LbID: lbId });
      await refresh(projectId);
    },
  };
}

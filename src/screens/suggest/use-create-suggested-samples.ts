import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSampleParts, setAnalysisSamples } from '../../api/calls/lab';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys } from '../../api/queries/lab-queries';
import type { SuggestedAnalysisSample } from '../../domain/suggest/suggestion-samples';
import { newGuid } from '../../domain/wire/new-guid';

/**
 * Creates the suggested analysis samples through the data service's existing calls (spec 02
 * section 7): all samples in one SetAnalysisSamples, then each one's jars with
 * SetAnalysisSampleParts; the project's analysis samples are read again afterwards.
 */
export function useCreateSuggestedSamples(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (samples: readonly SuggestedAnalysisSample[]) => {
      const rows = samples.map((made) => ({ ...made.sample, AsGuid: newGuid() }));
      const stored = await setAnalysisSamples(apiOf(client), projectId, 'INSERT', rows);
      for (const [index, row] of rows.entries()) {
        const asId = stored.find((sample) => sample.AsGuid === row.AsGuid)?.AsID;
        if (typeof asId !== 'number') throw new Error(`analysis sample ${row.Name ?? ''} is missing from the answer`);
        await addSampleParts(apiOf(client), projectId, asId, (samples[index]?.jarIds ?? []).map((JrID) => ({ JrID })));
      }
      return rows.length;
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: labKeys.analysisSamples(projectId) });
      await client.invalidateQueries({ queryKey: labKeys.sampleParts(projectId) });
    },
  });
}

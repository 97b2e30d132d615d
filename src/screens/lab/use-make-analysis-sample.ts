import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addSampleParts, setAnalysisSamples } from '../../api/calls/lab';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys } from '../../api/queries/lab-queries';
import type { Jar } from '../../domain/entities/jar';
import { analysisSampleFromJars } from '../../domain/lab/analysis-sample-from-jars';
import { newGuid } from '../../domain/wire/new-guid';
import { isApiError } from '../../api/errors';
import { useNotices } from '../../ui/notices/notices-context';

/**
 * 'Make analysis sample' on a jars selection (spec 02 section 3): one analysis sample of the saved
 * jars chosen — a mixed one for several — stored with SetAnalysisSamples, then its parts with
 * SetAnalysisSampleParts; the outcome is told in the notice area.
 */
export function useMakeAnalysisSample(projectId: number): (jars: readonly Jar[], pointName: string) => void {
  const client = useQueryClient();
  const notices = useNotices();
  return useCallback((jars, pointName) => {
    const saved = jars.filter((jar) => typeof jar.JrID === 'number');
    if (saved.length === 0) return;
    const make = async () => {
      const row = { ...analysisSampleFromJars(saved, pointName), AsGuid: newGuid() };
      const samples = await setAnalysisSamples(apiOf(client), projectId, 'INSERT', [row]);
      const stored = samples.find((sample) => sample.AsGuid === row.AsGuid);
      if (typeof stored?.AsID !== 'number') throw new Error('the new analysis sample is missing from the answer');
      await addSampleParts(apiOf(client), projectId, stored.AsID, saved.map((jar) => ({ JrID: jar.JrID })));
      await client.invalidateQueries({ queryKey: labKeys.analysisSamples(projectId) });
      notices.notify({ kind: 'success', messageKey: 'lab.notice.analysisSampleMade', params: { name: row.Name ?? '', count: saved.length } });
    };
    make().catch((error: unknown) => {
      notices.notify({ kind: 'error', messageKey: 'lab.notice.analysisSampleFailed', params: { reason: isApiError(error) ? error.message : String(error) } });
    });
  }, [client, notices, projectId]);
}

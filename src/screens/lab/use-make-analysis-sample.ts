import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addSampleParts, setAnalysisSamples } from '../../api/calls/lab';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys } from '../../api/queries/lab-queries';
import type { AnalysisSampleRow } from '../../domain/entities/analysis-sample';
import type { AnalysisSamplePart } from '../../domain/entities/analysis-sample-part';
import type { Jar } from '../../domain/entities/jar';
import type { WaterSample } from '../../domain/entities/water-sample';
import { analysisSampleFromJars } from '../../domain/lab/analysis-sample-from-jars';
import { analysisSampleFromWaterSample } from '../../domain/lab/analysis-sample-from-water-sample';
import { newGuid } from '../../domain/wire/new-guid';
import { isApiError } from '../../api/errors';
import { useNotices } from '../../ui/notices/notices-context';
import type { NoticeInput } from '../../ui/notices/notice-store';

/** One analysis sample to make: its fields and the field samples it is made of. */
interface SamplePlan {
  row: AnalysisSampleRow;
  parts: AnalysisSamplePart[];
}

/**
 * Stores analysis samples with SetAnalysisSamples, then each one's parts with SetAnalysisSampleParts,
 * and tells the outcome in the notice area (`made` words the success).
 */
function useMakeAnalysisSamples(projectId: number): (plans: readonly SamplePlan[], made: Omit<NoticeInput, 'kind'>) => void {
  const client = useQueryClient();
  const notices = useNotices();
  return useCallback((plans, made) => {
    if (plans.length === 0) return;
    const make = async () => {
      const rows = plans.map((plan) => ({ ...plan.row, AsGuid: newGuid() }));
      const samples = await setAnalysisSamples(apiOf(client), projectId, 'INSERT', rows);
      for (const [index, row] of rows.entries()) {
        const stored = samples.find((sample) => sample.AsGuid === row.AsGuid);
        if (typeof stored?.AsID !== 'number') throw new Error('the new analysis sample is missing from the answer');
        await addSampleParts(apiOf(client), projectId, stored.AsID, plans[index]?.parts ?? []);
      }
      await client.invalidateQueries({ queryKey: labKeys.analysisSamples(projectId) });
      await client.invalidateQueries({ queryKey: labKeys.sampleParts(projectId) });
      notices.notify({ kind: 'success', ...made });
    };
    make().catch((error: unknown) => {
      notices.notify({ kind: 'error', messageKey: 'lab.notice.analysisSampleFailed', params: { reason: isApiError(error) ? error.message : String(error) } });
    });
  }, [client, notices, projectId]);
}

/**
 * 'Make analysis sample' on a jars selection (spec 02 section 3): one analysis sample of the saved
 * jars chosen — a mixed one for several, its depth range from theirs.
 */
export function useMakeAnalysisSample(projectId: number): (jars: readonly Jar[], pointName: string) => void {
  const makeSamples = useMakeAnalysisSamples(projectId);
  return useCallback((jars, pointName) => {
    const saved = jars.filter((jar) => typeof jar.JrID === 'number');
    const row = analysisSampleFromJars(saved, pointName);
    if (saved.length > 0) makeSamples([{ row, parts: saved.map((jar) => ({ JrID: jar.JrID })) }], { messageKey: 'lab.notice.analysisSampleMade', params: { name: row.Name ?? '', count: saved.length } });
  }, [makeSamples]);
}

/**
 * 'Make analysis sample' on a water-sample selection (spec 02 section 3): an analysis sample of each
 * saved water sample chosen, since water samples are not mixed; `placeName` (the tube's or point's)
 * names those of unnamed water samples.
 */
export function useMakeWaterAnalysisSamples(projectId: number): (samples: readonly WaterSample[], placeName: string) => void {
  const makeSamples = useMakeAnalysisSamples(projectId);
  return useCallback((samples, placeName) => {
    const plans = samples.filter((sample) => typeof sample.WsID === 'number')
      .map((sample) => ({ row: analysisSampleFromWaterSample(sample, placeName), parts: [{ WsID: sample.WsID }] }));
    const names = plans.map((plan) => plan.row.Name ?? '').join(', ');
    makeSamples(plans, { messageKey: 'labData.notice.waterSamplesMade', params: { names, count: plans.length } });
  }, [makeSamples]);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { withCreateWaterSamplesServices } from '../../../machines/create-water-samples';
import { gaugingTubeKind, pointQueries } from '../../api';
import type { TubeForSamples } from '../../domain/samples/plan-water-samples';
import { compareNatural } from '../../grid/model/natural-order';
import { createWaterSamplesServices } from './create-water-samples-services';

const byName = (a: TubeForSamples, b: TubeForSamples) => compareNatural(a.tubeName, b.tubeName);

/** The project's tubes with their points, by tube name; undefined while either list loads. */
export function useProjectTubes(projectId: number): { tubes: TubeForSamples[] | undefined; error: unknown } {
  const points = useQuery(pointQueries.list(projectId));
  const tubes = useQuery(gaugingTubeKind.list({ prId: projectId }));
  const joined = useMemo(() => {
    if (!points.data || !tubes.data) return undefined;
    const pointOf = new Map(points.data.map((point) => [point.MpID, point]));
    return tubes.data.flatMap((tube) => {
      const point = pointOf.get(tube.MpID);
      if (!point || typeof tube.FtGuid !== 'string' || typeof point.MpGuid !== 'string') return [];
      return [{ mpGuid: point.MpGuid, ftGuid: tube.FtGuid, tubeName: String(tube.FtName ?? ''), pointName: String(point.MpName ?? '') }];
    }).sort(byName);
  }, [points.data, tubes.data]);
  return { tubes: joined, error: points.error ?? tubes.error };
}

/** Runs the create-water-samples machine over `tubes` with the real services; one machine per screen visit. */
export function useCreateWaterSamples(projectId: number, tubes: readonly TubeForSamples[]) {
  const client = useQueryClient();
  const [machine] = useState(() => withCreateWaterSamplesServices(createWaterSamplesServices(client)));
  const [snapshot, send] = useMachine(machine, { input: { projectId, tubes, today: dayjs().format('YYYY-MM-DD') } });
  return { snapshot, send };
}

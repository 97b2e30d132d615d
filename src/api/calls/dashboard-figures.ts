import * as z from 'zod';
import type { DashboardFigures } from '../../domain/dashboard/dashboard-figures';
import { resultCodes } from '../../domain/wire/result-codes';
import type { ProjectId } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

const infoSchema = z.looseObject({
  Count: z.number(), Points: z.number(), Latest: z.string().nullable(),
  Top: z.array(z.looseObject({ Value: z.string(), Count: z.number() })),
});

const figuresAnswer = z.looseObject({
  Content: z.looseObject({
    PointCount: z.number(),
    Info: z.looseObject({ soilInfo: infoSchema, groundwaterInfo: infoSchema, surfaceSamples: infoSchema, groundAir: infoSchema, locationVisits: infoSchema }),
    WaterSamplesPerMonth: z.array(z.looseObject({ Month: z.string(), Count: z.number() })),
  }),
});

/** GetDashboardFigures: every widget's figures of the project, summed up by the server (spec 02 section 2). */
export async function getDashboardFigures(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<DashboardFigures> {
  const answer = await api.post('GetDashboardFigures', dataPath('GetDashboardFigures'), { Parameters: { ProjectID: prId } }, [resultCodes.read], options);
  return figuresAnswer.parse(answer).Content;
}

import type { DashboardFigures, InfoFigures } from '../../../src/domain/dashboard/dashboard-figures';
import { rankedValueCount } from '../../../src/domain/dashboard/dashboard-figures';
import { refusedReadCode } from '../../../src/domain/wire/result-codes';
import {
  layerFigures, locationVisitTotals, pointCount, sampleFigures, samplesPerMonth,
} from '../../db/repositories/dashboard-figures';
import type { RankedValue, RowTotals } from '../../db/repositories/dashboard-figures';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { findProjectId } from '../../db/repositories/scope';
import { refused } from '../../errors';
import type { Caller } from '../caller';
import { sampleSelections } from '../overview-service';
import { dashboardMessages } from './dashboard-messages';

const infoOf = (totals: RowTotals, ranked: readonly RankedValue[] = []): InfoFigures => ({
  Count: totals.count, Points: totals.points, Latest: totals.latest,
  Top: ranked.map((entry) => ({ Value: entry.value, Count: entry.count })),
});

/**
 * Every dashboard widget's figures of a project of the caller's licence (spec 02 section 2), from the
 * same rows as the overview tabs (soil: layer soil types; groundwater: tube names; surface samples and
 * ground air: matrix codes), read in one transaction so they agree.
 */
export async function readDashboardFigures(db: Executor, caller: Caller, projectId: number): Promise<DashboardFigures> {
  return inTransaction(db, async (trx) => {
    const prId = await findProjectId(trx, caller.licenceId, projectId);
    if (prId === undefined) throw refused(refusedReadCode, dashboardMessages.projectNotFound, { project: projectId });
    const soil = await layerFigures(trx, prId, 'LaSoilTypeCode', rankedValueCount);
    const groundwater = await sampleFigures(trx, prId, sampleSelections.vwGroundwaterInformation, 'FtName', rankedValueCount);
    const surface = await sampleFigures(trx, prId, sampleSelections.vwSurfaceSamples, 'WsMatrixCode', rankedValueCount);
    const air = await sampleFigures(trx, prId, sampleSelections.vwGroundAir, 'WsMatrixCode', rankedValueCount);
    const visits = await locationVisitTotals(trx, prId);
    const months = new Map<string, number>();
    for (const selection of [sampleSelections.vwGroundwaterInformation, sampleSelections.vwSurfaceSamples]) {
      for (const { month, count } of await samplesPerMonth(trx, prId, selection)) months.set(month, (months.get(month) ?? 0) + count);
    }
    return {
      PointCount: await pointCount(trx, prId),
      Info: {
        soilInfo: infoOf(soil.totals, soil.ranked),
        groundwaterInfo: infoOf(groundwater.totals, groundwater.ranked),
        surfaceSamples: infoOf(surface.totals, surface.ranked),
        groundAir: infoOf(air.totals, air.ranked),
        locationVisits: infoOf(visits),
      },
      WaterSamplesPerMonth: [...months].sort(([a], [b]) => (a < b ? -1 : 1)).map(([Month, Count]) => ({ Month, Count })),
    };
  });
}

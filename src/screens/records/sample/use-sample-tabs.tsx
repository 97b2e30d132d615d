import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { waterSampleQueries } from '../../../api';
import type { SectionTab } from '../../../ui/shell/SectionTabs';
import type { SampleRoute } from '../record-links';
import { SampleGrid } from './SampleGrid';

// At the point itself, water is surface water and air is taken at the point (spec 01 section 2).
const titleKeys = {
  water: { tube: 'screens.lists.waterSamples', point: 'screens.lists.surfaceWaterSamples' },
  air: { tube: 'screens.lists.airSamples', point: 'screens.lists.pointAirSamples' },
} as const;

/**
 * The water and the air samples of a tube (`ftId` its FtID) or of the point itself (`ftId` null) as
 * two tabs of sample grids, from one GetWaterSamples of the placement.
 */
export function useSampleTabs(route: SampleRoute, parentName: string, ftId: number | null): SectionTab[] {
  const { t } = useTranslation();
  const tables = useQuery(waterSampleQueries.ofPlacement({ prId: route.projectId, mpGuid: route.measurementPointId, ftGuid: route.FtGuid }));
  const at = ftId === null ? 'point' : 'tube';
  return (['water', 'air'] as const).map((kind) => ({
    id: `${kind}Samples`,
    title: t(titleKeys[kind][at]),
    content: (
      <SampleGrid
        place={{ kind, ftId }} route={route} parentName={parentName} tables={tables.data} error={tables.error}
        label={t(titleKeys[kind][at])}
      />
    ),
  }));
}

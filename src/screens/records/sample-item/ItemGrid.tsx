import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bottleMutations } from '../../../api';
import type { Bottle } from '../../../domain/entities/bottle';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { ChildGrid } from '../../grid-screen/ChildGrid';
import { newBottleRow } from '../new-records';
import { sampleLinks } from '../record-links';
import type { SampleRoute } from '../record-links';

/** Bottles of a water sample, or packaging of an air sample (the same table, spec 01 section 3). */
export type ItemKind = 'bottle' | 'packaging';

/** Props of ItemGrid. */
export interface ItemGridProps {
  kind: ItemKind;
  route: SampleRoute;
  /** The sample's GUID, id and name (new items are named after it). */
  wsGuid: string;
  wsId: number | null | undefined;
  sampleName: string;
  /** The sample's items; undefined while loading. */
  items: readonly Bottle[] | undefined;
  error?: unknown;
}

// The grid holds one sample's bottles: names unique among them.
const validateItems = domainRowValidator('bottle', {}, { groupByParent: false });

/** The bottles (or packaging) of a sample as a grid (spec 01 section 1: bottles per water sample), saved with SetWaterSampleBottles. */
export function ItemGrid({ kind, route, wsGuid, wsId, sampleName, items, error }: ItemGridProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sample = { prId: route.projectId, mpGuid: route.measurementPointId, ftGuid: route.FtGuid, wsGuid };
  const write = useMutation(bottleMutations.save(sample)).mutateAsync;
  const linkOf = (guid: string) => (kind === 'bottle' ? sampleLinks.bottle(route, wsGuid, guid) : sampleLinks.packaging(route, wsGuid, guid));
  const label = t(kind === 'bottle' ? 'screens.lists.bottles' : 'screens.lists.packaging');
  return (
    <ChildGrid<Bottle, readonly Bottle[]>
      projectId={route.projectId} kind={kind} label={label} screenName="Bottle" settingName={`grid.${kind}`} parentKey={`sample:${wsGuid}`}
      guidField="BoGuid" pinned={['BoName']} rows={items} error={error} validateRows={validateItems}
      newRow={(siblings) => newBottleRow('', sampleName, siblings)}
      write={write} rowsOf={(answer) => answer.filter((bottle) => wsId === undefined || wsId === null || bottle.WsID === wsId)}
      openRecord={(guid) => void navigate(linkOf(guid))}
    />
  );
}

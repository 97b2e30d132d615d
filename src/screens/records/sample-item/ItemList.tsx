import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bottleMutations } from '../../../api';
import type { Bottle } from '../../../domain/entities/bottle';
import { ChildList } from '../child-list/ChildList';
import { useAddChild } from '../child-list/use-add-child';
import { newBottleRow, newGuid } from '../new-records';
import { sampleLinks } from '../record-links';
import type { SampleRoute } from '../record-links';
import { nameOrUnnamed } from '../record-titles';

/** Bottles of a water sample, or packaging of an air sample (the same table, spec 01 section 3). */
export type ItemKind = 'bottle' | 'packaging';

/** Props of ItemList. */
export interface ItemListProps {
  kind: ItemKind;
  route: SampleRoute;
  /** The sample's GUID and name (new items are named after it). */
  wsGuid: string;
  sampleName: string;
  /** The sample's items; undefined while loading. */
  items: readonly Bottle[] | undefined;
  error?: unknown;
}

/** The bottles (or packaging) of a sample with an 'add' that inserts a named one and opens it. */
export function ItemList({ kind, route, wsGuid, sampleName, items, error }: ItemListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sample = { prId: route.projectId, mpGuid: route.measurementPointId, ftGuid: route.FtGuid, wsGuid };
  const { mutateAsync: write } = useMutation(bottleMutations.save(sample));
  const linkOf = (guid: string) => (kind === 'bottle' ? sampleLinks.bottle(route, wsGuid, guid) : sampleLinks.packaging(route, wsGuid, guid));
  const add = useAddChild(
    kind,
    t(kind === 'bottle' ? 'screens.add.bottle' : 'screens.add.packaging'),
    async () => {
      const guid = newGuid();
      await write({ action: 'INSERT', rows: [newBottleRow(guid, sampleName, items ?? [])] });
      return guid;
    },
    (guid) => { void navigate(linkOf(guid)); },
  );
  return (
    <ChildList<Bottle>
      title={t(kind === 'bottle' ? 'screens.lists.bottles' : 'screens.lists.packaging')}
      rows={items}
      error={error}
      rowKey={(item) => item.BoGuid ?? String(item.BoID)}
      linkHeader={t(kind === 'bottle' ? 'field.BoName' : 'screens.kind.packaging')}
      link={(item) => <Link {...linkOf(item.BoGuid ?? '')}>{nameOrUnnamed(t, item.BoName)}</Link>}
      columns={[{ header: t('field.BoBarcode'), cell: (item) => item.BoBarcode ?? '' }]}
      add={items === undefined ? undefined : add}
    />
  );
}

import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { waterSampleMutations } from '../../../api';
import { useLanguage } from '../../../app/services-context';
import { isAirSample } from '../../../domain/codes/matrix-codes';
import { formatDisplayDate } from '../../../domain/dates/display-formats';
import type { WaterSample } from '../../../domain/entities/water-sample';
import { ChildList } from '../child-list/ChildList';
import { useAddChild } from '../child-list/use-add-child';
import { useListText } from '../child-list/use-list-text';
import { newGuid, newSampleRow } from '../new-records';
import type { NewSampleKind } from '../new-records';
import { sampleLinks } from '../record-links';
import type { SampleRoute } from '../record-links';
import { nameOrUnnamed } from '../record-titles';

/** Props of SampleLists. */
export interface SampleListsProps {
  /** Where the samples hang: a tube (FtGuid) or the point itself. */
  route: SampleRoute;
  /** The tube's or the point's name, which new samples are named after. */
  parentName: string;
  /** The samples of this placement only; undefined while loading. */
  samples: readonly WaterSample[] | undefined;
  error?: unknown;
}

/**
 * The water samples and the air samples of a tube or of a point (spec 01 sections 2 and 3: matrix
 * OL and BL are air), each with an 'add' that inserts a named sample with its placement's default
 * matrix and opens it.
 */
export function SampleLists({ route, parentName, samples, error }: SampleListsProps) {
  const water = samples?.filter((sample) => !isAirSample(sample.WsMatrixCode));
  const air = samples?.filter((sample) => isAirSample(sample.WsMatrixCode));
  return (
    <>
      <SampleList kind="water" route={route} parentName={parentName} samples={water} allSamples={samples} error={error} />
      <SampleList kind="air" route={route} parentName={parentName} samples={air} allSamples={samples} error={error} />
    </>
  );
}

// At the point itself, water is surface water and air is taken at the point (spec 01 section 2).
const listTitleKeys = {
  water: { tube: 'screens.lists.waterSamples', point: 'screens.lists.surfaceWaterSamples' },
  air: { tube: 'screens.lists.airSamples', point: 'screens.lists.pointAirSamples' },
} as const;

interface SampleListProps extends SampleListsProps {
  kind: NewSampleKind;
  allSamples: readonly WaterSample[] | undefined;
}

function SampleList({ kind, route, parentName, samples, allSamples, error }: SampleListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const placement = { prId: route.projectId, mpGuid: route.measurementPointId, ftGuid: route.FtGuid };
  const { mutateAsync: write } = useMutation(waterSampleMutations.save(placement));
  const matrix = useListText(kind === 'water' ? 'WaterSample' : 'AirSample', 'WsMatrixCode');
  const linkOf = (guid: string) => (kind === 'water' ? sampleLinks.waterSample(route, guid) : sampleLinks.airSample(route, guid));
  const add = useAddChild(
    kind === 'water' ? 'waterSample' : 'airSample',
    t(kind === 'water' ? 'screens.add.waterSample' : 'screens.add.airSample'),
    async () => {
      const guid = newGuid();
      await write({ action: 'INSERT', rows: [newSampleRow(guid, kind, route.FtGuid !== undefined, parentName, allSamples ?? [])] });
      return guid;
    },
    (guid) => { void navigate(linkOf(guid)); },
  );
  return (
    <ChildList<WaterSample>
      title={t(listTitleKeys[kind][route.FtGuid ? 'tube' : 'point'])}
      rows={samples}
      error={error}
      rowKey={(sample) => sample.WsGuid ?? String(sample.WsID)}
      linkHeader={t('field.WsName')}
      link={(sample) => <Link {...linkOf(sample.WsGuid ?? '')}>{nameOrUnnamed(t, sample.WsName)}</Link>}
      columns={[
        { header: t('field.WsMatrixCode'), cell: (sample) => matrix(sample.WsMatrixCode) },
        { header: t('field.WsDate'), cell: (sample) => formatDisplayDate(sample.WsDate, language) },
      ]}
      add={samples === undefined ? undefined : add}
    />
  );
}

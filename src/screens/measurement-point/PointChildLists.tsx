import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AddableKind } from '../../../commands';
import {
  finishingMutations, finishingQueries, gaugingTubeMutations, gaugingTubeQueries, layerMutations, layerQueries,
  soilSampleMutations, soilSampleQueries,
} from '../../api';
import type { FilterTube } from '../../domain/entities/filter-tube';
import type { Finishing } from '../../domain/entities/finishing';
import type { Jar } from '../../domain/entities/jar';
import type { Layer } from '../../domain/entities/layer';
import { ChildList } from '../records/child-list/ChildList';
import type { ChildColumn } from '../records/child-list/ChildList';
import { useAddChild } from '../records/child-list/use-add-child';
import { useListText } from '../records/child-list/use-list-text';
import { newFinishingRow, newGuid, newJarRow, newLayerRow, newTubeRow } from '../records/new-records';
import type { NewRow } from '../records/new-records';
import { recordLinks } from '../records/record-links';
import { depthRange, nameOrUnnamed } from '../records/record-titles';
import { seededListStaleTime } from '../records/screen-data';

/** Which point the lists belong to, and its name (new jars and tubes are named after it). */
export interface PointChildListsProps {
  projectId: number;
  mpGuid: string;
  pointName: string;
}

const number = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** Adds a row through a point-child Set call, then opens it (issue 4, deliver 3). */
function useInsert(kind: AddableKind, label: string, write: (variables: { action: 'INSERT'; rows: NewRow[] }) => Promise<unknown>, row: (guid: string) => NewRow, open: (guid: string) => void) {
  return useAddChild(kind, label, async () => {
    const guid = newGuid();
    await write({ action: 'INSERT', rows: [row(guid)] });
    return guid;
  }, open);
}

/**
 * The lists of a measurement point (spec 01 section 2): layers, soil samples, gauging tubes and
 * finishings, each from its one list query (seeded by the point's GetMeasurementPointWithChilds),
 * each with an 'add'.
 */
export function PointChildLists({ projectId, mpGuid, pointName }: PointChildListsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layers = useQuery({ ...layerQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const jars = useQuery({ ...soilSampleQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const tubes = useQuery({ ...gaugingTubeQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const finishings = useQuery({ ...finishingQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const writeLayers = useMutation(layerMutations.save(projectId, mpGuid)).mutateAsync;
  const writeJars = useMutation(soilSampleMutations.save(projectId, mpGuid)).mutateAsync;
  const writeTubes = useMutation(gaugingTubeMutations.save(projectId, mpGuid)).mutateAsync;
  const writeFinishings = useMutation(finishingMutations.save(projectId, mpGuid)).mutateAsync;
  const soilType = useListText('Layer', 'LaSoilTypeCode');
  const finishingType = useListText('Finishing', 'FiTypeCode');

  const addLayer = useInsert('layer', t('screens.add.layer'), writeLayers, (guid) => newLayerRow(guid, layers.data ?? []),
    (guid) => { void navigate(recordLinks.layer(projectId, mpGuid, guid)); });
  const addJar = useInsert('soilSample', t('screens.add.soilSample'), writeJars, (guid) => newJarRow(guid, pointName, jars.data ?? []),
    (guid) => { void navigate(recordLinks.soilSample(projectId, mpGuid, guid)); });
  const addTube = useInsert('gaugingTube', t('screens.add.gaugingTube'), writeTubes, (guid) => newTubeRow(guid, pointName, tubes.data ?? []),
    (guid) => { void navigate(recordLinks.gaugingTube(projectId, mpGuid, guid)); });
  const addFinishing = useInsert('finishing', t('screens.add.finishing'), writeFinishings, (guid) => newFinishingRow(guid),
    (guid) => { void navigate(recordLinks.finishing(projectId, mpGuid, guid)); });

  const range = <R,>(from: (row: R) => unknown, to: (row: R) => unknown): ChildColumn<R>[] => [
    { header: t('screens.column.from'), cell: (row) => number(from(row)), numeric: true },
    { header: t('screens.column.to'), cell: (row) => number(to(row)), numeric: true },
  ];

  return (
    <>
      <ChildList<Layer>
        title={t('screens.lists.layers')} rows={layers.data} error={layers.error} rowKey={(row) => row.LaGuid ?? String(row.LaID)}
        linkHeader={t('screens.column.depth')}
        link={(row) => <Link {...recordLinks.layer(projectId, mpGuid, row.LaGuid ?? '')}>{nameOrUnnamed(t, depthRange(t, row.LaFrom, row.LaTo))}</Link>}
        columns={[{ header: t('field.LaSoilTypeCode'), cell: (row) => soilType(row.LaSoilTypeCode) }]}
        add={layers.data ? addLayer : undefined}
      />
      <ChildList<Jar>
        title={t('screens.lists.soilSamples')} rows={jars.data} error={jars.error} rowKey={(row) => row.JrGuid ?? String(row.JrID)}
        linkHeader={t('field.JrName')}
        link={(row) => <Link {...recordLinks.soilSample(projectId, mpGuid, row.JrGuid ?? '')}>{nameOrUnnamed(t, row.JrName)}</Link>}
        columns={[...range<Jar>((row) => row.JrFrom, (row) => row.JrTo), { header: t('field.JrBarcode'), cell: (row) => row.JrBarcode ?? '' }]}
        add={jars.data ? addJar : undefined}
      />
      <ChildList<FilterTube>
        title={t('screens.lists.gaugingTubes')} rows={tubes.data} error={tubes.error} rowKey={(row) => row.FtGuid ?? String(row.FtID)}
        linkHeader={t('field.FtName')}
        link={(row) => <Link {...recordLinks.gaugingTube(projectId, mpGuid, row.FtGuid ?? '')}>{nameOrUnnamed(t, row.FtName)}</Link>}
        columns={range<FilterTube>((row) => row.FtFrom, (row) => row.FtTo)}
        add={tubes.data ? addTube : undefined}
      />
      <ChildList<Finishing>
        title={t('screens.lists.finishings')} rows={finishings.data} error={finishings.error} rowKey={(row) => row.FiGuid ?? String(row.FiID)}
        linkHeader={t('field.FiTypeCode')}
        link={(row) => <Link {...recordLinks.finishing(projectId, mpGuid, row.FiGuid ?? '')}>{nameOrUnnamed(t, finishingType(row.FiTypeCode))}</Link>}
        columns={range<Finishing>((row) => row.FiFrom, (row) => row.FiTo)}
        add={finishings.data ? addFinishing : undefined}
      />
    </>
  );
}

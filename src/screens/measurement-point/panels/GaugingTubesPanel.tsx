import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gaugingTubeMutations, gaugingTubeQueries } from '../../../api';
import type { GaugingTubeTables } from '../../../api/calls/gauging-tubes';
import type { FilterTube } from '../../../domain/entities/filter-tube';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { newTubeRow } from '../../records/new-records';
import { recordLinks } from '../../records/record-links';
import { seededListStaleTime } from '../../records/screen-data';
import type { PointPanelProps } from './point-panel-props';
import { ChildGrid } from '../../grid-screen/ChildGrid';

const validateTubes = domainRowValidator('filterTube', {}, { groupByParent: false });
const tubesOf = (answer: GaugingTubeTables) => answer.tblFilterTubes;
const pinned = ['FtName'] as const;

/** The point's gauging tubes as a grid: names unique, 'to' below 'from'; new rows named after the point. */
export function GaugingTubesPanel({ projectId, mpGuid, pointName }: PointPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tubes = useQuery({ ...gaugingTubeQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const write = useMutation(gaugingTubeMutations.save(projectId, mpGuid)).mutateAsync;
  return (
    <ChildGrid<FilterTube, GaugingTubeTables>
      projectId={projectId} kind="gaugingTube" label={t('screens.lists.gaugingTubes')} screenName="FilterTube" settingName="grid.gaugingTubes"
      guidField="FtGuid" pinned={pinned} rows={tubes.data} error={tubes.error} validateRows={validateTubes}
      newRow={(siblings) => newTubeRow('', pointName, siblings)}
      write={write} rowsOf={tubesOf}
      openRecord={(guid) => void navigate(recordLinks.gaugingTube(projectId, mpGuid, guid))}
    />
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { soilSampleMutations, soilSampleQueries } from '../../../api';
import type { SoilSampleTables } from '../../../api/calls/soil-samples';
import type { Jar } from '../../../domain/entities/jar';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { newJarRow } from '../../records/new-records';
import { recordLinks } from '../../records/record-links';
import { seededListStaleTime } from '../../records/screen-data';
import type { PointPanelProps } from './point-panel-props';
import { ChildGrid } from '../../grid-screen/ChildGrid';

const validateJars = domainRowValidator('jar', {}, { groupByParent: false });
const jarsOf = (answer: SoilSampleTables) => answer.tblJars;
const pinned = ['JrName'] as const;

/**
 * The point's soil samples (jars) as a grid: names unique (the server checks the
 * whole project), 'from' below 'to', barcodes, weights, PID, odour and oil-water reaction; new rows
 * are named after the point.
 */
export function SoilSamplesPanel({ projectId, mpGuid, pointName }: PointPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const jars = useQuery({ ...soilSampleQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const write = useMutation(soilSampleMutations.save(projectId, mpGuid)).mutateAsync;
  return (
    <ChildGrid<Jar, SoilSampleTables>
      projectId={projectId} kind="soilSample" label={t('screens.lists.soilSamples')} screenName="Jar" settingName="grid.soilSamples"
      guidField="JrGuid" pinned={pinned} rows={jars.data} error={jars.error} validateRows={validateJars}
      newRow={(siblings) => newJarRow('', pointName, siblings)}
      write={write} rowsOf={jarsOf}
      openRecord={(guid) => void navigate(recordLinks.soilSample(projectId, mpGuid, guid))}
    />
  );
}

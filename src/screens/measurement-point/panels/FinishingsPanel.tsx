import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { finishingMutations, finishingQueries } from '../../../api';
import type { FinishingTables } from '../../../api/calls/finishings';
import type { Finishing } from '../../../domain/entities/finishing';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { newFinishingRow } from '../../records/new-records';
import { recordLinks } from '../../records/record-links';
import { seededListStaleTime } from '../../records/screen-data';
import type { PointPanelProps } from './point-panel-props';
import { ChildGrid } from '../../grid-screen/ChildGrid';

const validateFinishings = domainRowValidator('finishing', {}, { groupByParent: false });
const finishingsOf = (answer: FinishingTables) => answer.tblFinishings;

/** The point's finishings as a grid: type required, 'to' below 'from'. */
export function FinishingsPanel({ projectId, mpGuid }: PointPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finishings = useQuery({ ...finishingQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const write = useMutation(finishingMutations.save(projectId, mpGuid)).mutateAsync;
  return (
    <ChildGrid<Finishing, FinishingTables>
      projectId={projectId} kind="finishing" label={t('screens.lists.finishings')} screenName="Finishing" settingName="grid.finishings"
      guidField="FiGuid" rows={finishings.data} error={finishings.error} validateRows={validateFinishings}
      newRow={() => newFinishingRow('')}
      write={write} rowsOf={finishingsOf}
      openRecord={(guid) => void navigate(recordLinks.finishing(projectId, mpGuid, guid))}
    />
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { KindTables, Row } from '../../../api';
import type { VeldTableName } from '../../../api/calls/tables';
import type { Jar } from '../../../domain/entities/jar';
import { useMakeAnalysisSample } from '../../lab/use-make-analysis-sample';
import { useAddToAssignment } from '../../lab/AddToAssignmentDialog';
import { seededListStaleTime } from '../../records/screen-data';
import { ChildGrid } from '../../grid-screen/ChildGrid';
import type { PointChildGridKind } from './point-child-grids';
import type { PointPanelProps } from './point-panel-props';

/** One kind of record under the point as a grid on the point screen: its declaration (point-child-grids.ts) says everything. */
function PointChildGrid<T extends VeldTableName, Extra extends VeldTableName>({ grid, projectId, mpGuid, pointName }: PointPanelProps & { grid: PointChildGridKind<T, Extra> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parent = { prId: projectId, mpGuid };
  const rows = useQuery({ ...grid.record.list(parent), staleTime: seededListStaleTime });
  const write = useMutation(grid.record.save(parent)).mutateAsync;
  const makeAnalysisSample = useMakeAnalysisSample(projectId);
  const addToAssignment = useAddToAssignment(projectId);
  const guidField = grid.record.keyField as string;
  // Only the jars grid declares makesAnalysisSamples, so its rows are jars.
  const selectedJars = (keys: readonly string[]) => (rows.data ?? []).filter((row) => keys.includes(String((row as Record<string, unknown>)[guidField]))) as readonly Jar[];
  const jarIds = (keys: readonly string[]) => selectedJars(keys).flatMap((jar) => (typeof jar.JrID === 'number' ? [jar.JrID] : []));
  const makeSample = grid.makesAnalysisSamples ? {
    makeAnalysisSample: (keys: readonly string[]) => makeAnalysisSample(selectedJars(keys), pointName),
    addSamplesToAssignment: (keys: readonly string[]) => addToAssignment.open({ jarIds: jarIds(keys), waterSampleIds: [] }),
  } : {};
  return (
    <ChildGrid<Row<T>, KindTables<T, Extra>>
      projectId={projectId} kind={grid.addable} label={t(grid.labelKey)} screenName={grid.screenName} settingName={grid.settingName} parentKey={`point:${mpGuid}`}
      guidField={grid.record.keyField} pinned={grid.pinned} rows={rows.data} error={rows.error} validateRows={grid.validateRows}
      newRow={(siblings) => grid.newRow(pointName, siblings)} deriveCells={grid.deriveCells}
      write={write} rowsOf={(answer) => answer[grid.record.table] as readonly Row<T>[]}
      openRecord={(guid) => void navigate(grid.recordLink(projectId, mpGuid, guid))}
      {...makeSample}
    >
      {addToAssignment.dialog}
    </ChildGrid>
  );
}

/** A tab of the point screen for one declared kind, its type parameters closed over so the tabs make one list. */
export interface PointChildTab {
  tab: string;
  labelKey: string;
  Panel: (props: PointPanelProps) => React.JSX.Element;
}

/** The tab of a declared kind (point-child-grids.ts). */
export function pointChildTab<T extends VeldTableName, Extra extends VeldTableName>(grid: PointChildGridKind<T, Extra>): PointChildTab {
  return { tab: grid.tab, labelKey: grid.labelKey, Panel: (props) => <PointChildGrid grid={grid} {...props} /> };
}

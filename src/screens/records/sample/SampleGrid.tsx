import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf, validateWaterSampleName, waterSampleMutations } from '../../../api';
import { CommandButton } from '../../../ui/commands/CommandButton';
import type { WaterSampleTables } from '../../../api/calls/water-samples';
import { useSectionTab } from '../../../ui/shell/SectionTabs';
import type { Observation } from '../../../domain/entities/observation';
import type { WaterSample } from '../../../domain/entities/water-sample';
import { error } from '../../../domain/validation/issue';
import type { ValidationIssue } from '../../../domain/validation/issue';
import type { GridColumn, GridController, GridRowValidator } from '../../../grid';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { nthNewRow } from '../../../grids/shared/new-row-sequence';
import { GridHasErrorsError } from '../../../grids/shared/save-grid';
import type { GridSaveCalls } from '../../../grids/shared/save-grid';
import { foldObservations, observationField, unfoldObservations } from '../../../grids/water-samples/observation-columns';
import { matrixCodesFor, observationPropertiesFor, samplesOfPlace } from '../../../grids/water-samples/sample-placement';
import type { SampleGridPlace } from '../../../grids/water-samples/sample-placement';
import { EntityGridPanel } from '../../grid-screen/EntityGridPanel';
import { useEntityGrid } from '../../grid-screen/use-entity-grid';
import { useGridAdder } from '../../grid-screen/use-grid-adder';
import { LoadState } from '../record-editor/LoadState';
import { newSampleRow } from '../new-records';
import { sampleLinks } from '../record-links';
import { TransferSamplesDialog } from './TransferSamplesDialog';
import { useMakeWaterAnalysisSamples } from '../../lab/use-make-analysis-sample';
import { useAddToAssignment } from '../../lab/AddToAssignmentDialog';
import type { SampleRoute } from '../record-links';
import { useProjectBasics } from '../screen-data';

/** Props of SampleGrid. */
export interface SampleGridProps {
  place: SampleGridPlace;
  route: SampleRoute;
  /** The tube's or the point's name, which new samples are named after. */
  parentName: string;
  /** GetWaterSamples of the placement; undefined while loading. */
  tables: WaterSampleTables | undefined;
  error: unknown;
  /** The grid's name, translated. */
  label: string;
}

type SampleRow = WaterSample & Record<string, unknown>;

const kindOf = (place: SampleGridPlace): 'waterSample' | 'airSample' => (place.kind === 'water' ? 'waterSample' : 'airSample');

/**
 * The water (or air) samples of a tube or of the point as a grid: the sample
 * template's fields, the observations as columns, the matrix list of the placement, names unique
 * (at most 50 characters; the server's ValidateWaterSampleName checks new and renamed names before
 * the save), and one SetWaterSamples per action carrying the observations.
 */
export function SampleGrid({ place, route, parentName, tables, error: loadError, label }: SampleGridProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const tab = useSectionTab();
  const { templateId } = useProjectBasics(route.projectId);
  const placement = { prId: route.projectId, mpGuid: route.measurementPointId, ftGuid: route.FtGuid };
  const write = useMutation(waterSampleMutations.save(placement)).mutateAsync;
  const controllerRef = useRef<GridController<SampleRow> | null>(null);
  const takenNames = useRef(new Set<string>());
  const [transferring, setTransferring] = useState<readonly WaterSample[] | null>(null);
  const makeAnalysisSamples = useMakeWaterAnalysisSamples(route.projectId);
  const addToAssignment = useAddToAssignment(route.projectId);

  const rowsOf = (answer: WaterSampleTables) => foldObservations(samplesOfPlace(answer.tblWaterSamples, place), answer.tblObservation) as SampleRow[];
  const rows = useMemo(() => (tables ? rowsOf(tables) : undefined), [tables]);

  const observationColumns = useMemo<GridColumn[]>(() => observationPropertiesFor(place.kind).map((property) => ({
    field: observationField(property.code), title: t(`sampleGrids.observation.${property.code}`), width: 120, multiEdit: true,
    editorType: property.kind === 'number' ? 6 : property.kind === 'code' ? 1 : 4,
  })), [place.kind, t]);
  const matrices = matrixCodesFor(place);
  const adjustColumns = useMemo(() => (columns: GridColumn[]) => columns.map((column) => (column.field === 'WsMatrixCode' && column.options
    ? { ...column, options: column.options.filter((option) => (matrices as readonly string[]).includes(option.code)) }
    : column)), [matrices]);

  const validateRows = useMemo<GridRowValidator>(() => {
    const domain = domainRowValidator('waterSample', {}, { groupByParent: false });
    return (keyed) => {
      const found = new Map(domain(keyed));
      for (const { rowKey, row } of keyed) {
        const name = typeof row.WsName === 'string' ? row.WsName.trim().toLowerCase() : '';
        if (!takenNames.current.has(name)) continue;
        const taken: ValidationIssue = error('WsName', 'validation.unique', { value: String(row.WsName).trim() });
        found.set(rowKey, [...(found.get(rowKey) ?? []), taken]);
      }
      return found;
    };
  }, []);

  const calls = useMemo<GridSaveCalls<SampleRow>>(() => {
    /** The server's name check of new and renamed samples: a taken name stands at its cell and refuses the save. */
    const checkNames = async (sent: readonly Record<string, unknown>[]) => {
      const named = sent.filter((row) => typeof row.WsName === 'string' && row.WsName.trim() !== '');
      const verdicts = await Promise.all(named.map((row) => validateWaterSampleName(apiOf(client), route.projectId, String(row.WsGuid), String(row.WsName).trim())));
      const taken = named.filter((_row, index) => verdicts[index] === false).map((row) => String(row.WsName).trim().toLowerCase());
      if (taken.length === 0) return;
      for (const name of taken) takenNames.current.add(name);
      controllerRef.current?.revalidateRows();
      throw new GridHasErrorsError();
    };
    const send = async (action: 'INSERT' | 'UPDATE', sent: readonly Record<string, unknown>[]) => {
      await checkNames(sent);
      const unfolded = sent.map((row) => unfoldObservations(row));
      const observations: Observation[] = unfolded.flatMap((row) => row.observations);
      return rowsOf(await write({ action, rows: unfolded.map((row) => row.sample as WaterSample), observations }));
    };
    return {
      insert: (sent) => send('INSERT', sent),
      update: (sent) => send('UPDATE', sent),
      remove: async (rows) => rowsOf(await write({ action: 'DELETE', rows })),
    };
  }, [client, route.projectId, write]);

  const grid = useEntityGrid<SampleRow>({
    title: label,
    screenName: place.kind === 'water' ? 'WaterSample' : 'AirSample', settingName: `grid.${kindOf(place)}s`,
    parentKey: `point:${route.measurementPointId}:tube:${place.ftId ?? 'none'}`,
    projectId: route.projectId, templateId, rows, guidField: 'WsGuid', pinned: ['WsName'], validateRows, calls,
    trailingColumns: observationColumns, adjustColumns,
    newRowValues: (live, offset) => nthNewRow((siblings) => newSampleRow('', place.kind, place.ftId !== null, parentName, siblings), live, offset, ['WsGuid']),
  });
  controllerRef.current = grid.controller;
  const { controller } = grid;
  useGridAdder(kindOf(place), controller);
  const failure = loadError ?? grid.error;
  if (failure) return <LoadState kind="failed" error={failure} />;
  if (!controller) return <LoadState kind="loading" />;
  const linkOf = (guid: string) => (place.kind === 'water' ? sampleLinks.waterSample(route, guid) : sampleLinks.airSample(route, guid));
  const selectedSamples = () => {
    const keys = new Set(controller.selectedRowKeys());
    return (rows ?? []).filter((row) => keys.has(String(row.WsGuid)));
  };
  return (
    <EntityGridPanel
      controller={controller} label={label} saving={grid.saving} size="section" active={tab.open} keptEdits={grid.keptEdits}
      openRecord={(guid) => void navigate(linkOf(guid))}
      transferSelection={() => setTransferring(selectedSamples())}
      // Water samples go to the lab; air samples are not among its matrices (spec 02 section 3).
      {...(place.kind === 'water' ? {
        makeAnalysisSample: () => makeAnalysisSamples(selectedSamples(), parentName),
        addSamplesToAssignment: () => addToAssignment.open({ jarIds: [], waterSampleIds: selectedSamples().flatMap((sample) => (typeof sample.WsID === 'number' ? [sample.WsID] : [])) }),
      } : {})}
      actions={(snapshot) => <CommandButton command="grid.rows.transfer" unavailableHint={snapshot.dirty ? t('sampleGrids.transfer.saveFirst') : undefined} />}
    >
      {transferring ? (
        <TransferSamplesDialog
          kind={place.kind} from={placement} samples={transferring} matrixOptions={grid.codeLists.WsMatrixCode ?? []}
          onClose={() => setTransferring(null)}
        />
      ) : null}
      {addToAssignment.dialog}
    </EntityGridPanel>
  );
}

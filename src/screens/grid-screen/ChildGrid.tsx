import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { AddableKind } from '../../../commands';
import { useSectionTab } from '../../ui/shell/SectionTabs';
import type { GridRowValidator } from '../../grid';
import { LoadState } from '../records/record-editor/LoadState';
import { useProjectBasics } from '../records/screen-data';
import { nthNewRow } from '../../grids/shared/new-row-sequence';
import type { NewRowMaker } from '../../grids/shared/new-row-sequence';
import { rowsWriteCalls } from '../../grids/shared/rows-write-calls';
import type { RowsWriter } from '../../grids/shared/rows-write-calls';
import { EntityGridPanel } from './EntityGridPanel';
import { useEntityGrid } from './use-entity-grid';
import { useGridAdder } from './use-grid-adder';
import type { EntityGridSpec } from './use-entity-grid';

/** Props of ChildGrid: one kind of record under its parent as a grid. */
export interface ChildGridProps<R extends object, A> extends Pick<EntityGridSpec<R>, 'screenName' | 'settingName' | 'parentKey' | 'guidField' | 'pinned' | 'adjustColumns' | 'deriveCells' | 'trailingColumns'> {
  projectId: number;
  /** What the palette's add command adds here ('records.add.<kind>'). */
  kind: AddableKind;
  /** The grid's name, translated. */
  label: string;
  rows: readonly R[] | undefined;
  error: unknown;
  validateRows: GridRowValidator;
  /** The values of one new row after the siblings given (a name, a depth); its GUID field is dropped. */
  newRow: NewRowMaker;
  /** The list's Set call, and where its answer holds every row of the list. */
  write: RowsWriter<R, A>;
  rowsOf: (answer: A) => readonly R[];
  /** Opens a saved row's own screen. */
  openRecord: (guid: string) => void;
  /** Makes one analysis sample of the selected saved rows, by key (the jars grid, spec 02 section 3). */
  makeAnalysisSample?: (keys: readonly string[]) => void;
  /** Puts the selected saved rows' analysis samples on a lab assignment, by key (the jars grid, spec 02 section 2). */
  addSamplesToAssignment?: (keys: readonly string[]) => void;
  /** Dialogs of the screen, drawn after the grid. */
  children?: ReactNode;
}

/**
 * Records under a parent (a point's layers, a sample's bottles) as a spreadsheet grid: the kind's template columns and
 * rules, new rows named or placed after their siblings, one bulk save per action, and the palette's
 * 'add' for the kind, which opens this tab and starts a row in the grid.
 */
export function ChildGrid<R extends object, A>(props: ChildGridProps<R, A>) {
  const { projectId, kind, label, error, newRow, write, rowsOf, guidField, openRecord, makeAnalysisSample, addSamplesToAssignment, children } = props;
  const { templateId } = useProjectBasics(projectId);
  const tab = useSectionTab();
  const calls = useMemo(() => rowsWriteCalls<R, A>(write, rowsOf), [write, rowsOf]);
  const grid = useEntityGrid<R>({
    ...props, title: label, templateId, calls,
    newRowValues: (live, offset) => nthNewRow(newRow, live, offset, [guidField]),
  });
  const { controller } = grid;
  useGridAdder(kind, controller);
  const failure = error ?? grid.error;
  if (failure) return <LoadState kind="failed" error={failure} />;
  if (!controller) return <LoadState kind="loading" />;
  const makeSample = makeAnalysisSample ? { makeAnalysisSample: () => makeAnalysisSample(controller.selectedRowKeys()) } : {};
  const addToAssignment = addSamplesToAssignment ? { addSamplesToAssignment: () => addSamplesToAssignment(controller.selectedRowKeys()) } : {};
  return (
    <EntityGridPanel controller={controller} label={label} saving={grid.saving} size="section" active={tab.open} openRecord={openRecord} keptEdits={grid.keptEdits} {...makeSample} {...addToAssignment}>
      {children}
    </EntityGridPanel>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectId } from '../../api';
import { useLanguage } from '../../ui/services-context';
import { compositePartLabel, fieldLabel } from '../../domain/editing';
import type { CodeOption, FieldTemplate } from '../../domain/editing';
import { GridController } from '../../grid';
import type { GridColumn, GridRowValidator } from '../../grid';
import type { GridSaveCalls } from '../../grids/shared/save-grid';
import { templateColumns } from '../../grids/shared/template-columns';
import { useFieldSetup } from '../records/record-editor/use-field-setup';
import { useColumnSettings } from './use-column-settings';
import { useGridSave } from './use-grid-save';
import { useKeptGridEdits } from './use-kept-grid-edits';
import type { KeptGridEditsState } from './use-kept-grid-edits';

/** What makes a grid of one kind of record: its template screen, rows, rules and bulk calls. */
export interface EntityGridSpec<R extends object> {
  /** The grid's name as its label shows it, translated ('Lagen'): a refused save names it. */
  title: string;
  /** The field-template screen whose visible fields become the columns, e.g. 'Layer'. */
  screenName: string;
  /** The user's column layout is saved under this setting name, e.g. 'grid.layers'; it also names the grid's kept edits. */
  settingName: string;
  /** When the screen that started this grid's reads early opened (ms since the epoch): its column layout read since then is not asked for again. */
  readsFreshSince?: number;
  /** The record the rows belong to (a project, a point, a sample): unsaved edits are kept per grid and parent. */
  parentKey: string;
  projectId: ProjectId;
  /** The project's PrTemplateID: undefined while the project loads, null for the standard template. */
  templateId: number | null | undefined;
  /** The stored rows; undefined while loading. Rows that arrive while nothing is edited replace the grid's. */
  rows: readonly R[] | undefined;
  /** The rows' GUID field, e.g. 'LaGuid': the row key and what a save sends. */
  guidField: string;
  /** The domain's rules over the rows with their siblings (domainRowValidator). */
  validateRows?: GridRowValidator;
  /** Values a new row starts with (a name after its parent, the next depth): see GridControllerOptions.newRowValues. */
  newRowValues?: (rows: readonly Readonly<Record<string, unknown>>[], offset: number) => Readonly<Record<string, unknown>>;
  /** Fields that follow others in the same undo step (layers: soil codes follow percentages): GridControllerOptions.deriveCells. */
  deriveCells?: (row: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>) => Readonly<Record<string, unknown>>;
  /** Fields pinned to the start (the name). */
  pinned?: readonly string[];
  /** Columns drawn before the template's (e.g. the point's name in a project-wide grid). */
  leadingColumns?: readonly GridColumn[];
  /** Columns drawn after the template's (e.g. a water sample's observations). */
  trailingColumns?: readonly GridColumn[];
  /** Template columns adjusted before use (e.g. a matrix list filtered for groundwater). */
  adjustColumns?: (columns: GridColumn[], templates: readonly FieldTemplate[]) => GridColumn[];
  /** The bulk INSERT, UPDATE and DELETE of the rows. */
  calls: GridSaveCalls<R>;
  /** False for a grid that only edits what exists. Default true. */
  canAddRows?: boolean;
}

/** A grid of records ready to draw (EntityGridPanel), or why it cannot be. */
export interface EntityGrid<R extends object> {
  controller: GridController<R> | null;
  saving: boolean;
  error: unknown;
  /** The code lists of the template's list fields, by field (unfiltered by adjustColumns). */
  codeLists: Readonly<Record<string, readonly CodeOption[]>>;
  /** Unsaved edits of an earlier visit kept in this browser, on offer. */
  keptEdits: KeptGridEditsState;
}

/**
 * One kind of record as a spreadsheet grid: columns from the screen's field templates, the
 * domain's rules, the user's column layout, and one bulk save per action that keeps every unsaved edit
 * when refused, and in this browser until saved. The controller lives as long as the screen; a validator or new-row values that change
 * (new siblings after a save) are read when used, never stale.
 */
export function useEntityGrid<R extends object>(spec: EntityGridSpec<R>): EntityGrid<R> {
  const { t } = useTranslation();
  const language = useLanguage();
  const setup = useFieldSetup(spec.screenName, language, spec.projectId, spec.templateId);
  const latest = useRef(spec);
  latest.current = spec;
  const { leadingColumns, trailingColumns, adjustColumns, pinned, screenName } = spec;

  const columns = useMemo<GridColumn[] | null>(() => {
    if (!setup.ready || !setup.templates) return null;
    const fromTemplates = templateColumns(setup.templates, screenName, {
      // A grid column holds one stored field: each part of a pair gets its own label, not the pair's.
      titleOf: (template) => template.Label || t(template.LabelKey, { defaultValue: t(fieldLabel(template).key, { defaultValue: template.FieldCode }) }),
      titleOfPart: (part) => {
        const label = compositePartLabel(part);
        return t(label.key, { ...label.params, defaultValue: part });
      },
      codeLists: setup.codeLists, pinned: pinned ?? [],
    });
    const adjusted = adjustColumns ? adjustColumns(fromTemplates, setup.templates) : fromTemplates;
    return [...(leadingColumns ?? []), ...adjusted, ...(trailingColumns ?? [])];
  }, [setup.ready, setup.templates, setup.codeLists, screenName, pinned, leadingColumns, trailingColumns, adjustColumns, t]);

  const [controller, setController] = useState<GridController<R> | null>(null);
  useEffect(() => {
    if (controller || !columns || !spec.rows) return;
    const { guidField } = latest.current;
    setController(new GridController<R>({
      rows: spec.rows, columns, language, canAddRows: latest.current.canAddRows ?? true,
      keyOf: (row, index) => {
        const guid = (row as Record<string, unknown>)[guidField];
        return typeof guid === 'string' && guid !== '' ? guid : `#${index}`;
      },
      validateRows: (rows) => latest.current.validateRows?.(rows) ?? new Map(),
      newRowValues: (rows, offset) => latest.current.newRowValues?.(rows, offset) ?? {},
      deriveCells: (row, changed) => latest.current.deriveCells?.(row, changed) ?? {},
    }));
  }, [controller, columns, spec.rows, language]);

  useEffect(() => {
    if (controller && spec.rows && !controller.getSnapshot().dirty) controller.replaceRows(spec.rows);
  }, [controller, spec.rows]);

  useColumnSettings(controller as GridController<object> | null, spec.settingName, spec.readsFreshSince);
  const { saving } = useGridSave(controller, spec.guidField, spec.calls, spec.title);
  const keptEdits = useKeptGridEdits(controller as GridController<object> | null, spec.settingName, spec.parentKey);
  return { controller, saving, error: setup.error, codeLists: setup.codeLists, keptEdits };
}

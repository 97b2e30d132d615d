import type { CodeListCode } from '../../api/calls/user-menu';
import type { GridController } from '../../grid';
import { EntityGridPanel } from '../grid-screen/EntityGridPanel';
import { useCodeListGrid } from './use-code-list-grid';

/** Props of CodeListEditorGrid. */
export interface CodeListEditorGridProps {
  categoryId: number;
  codes: readonly CodeListCode[];
  /** The grid's name, translated ('Codes van lijst 37'). */
  label: string;
}

/**
 * The application manager's editor of one code list (spec 01 section 3): the grid with its toolbar
 * (save, new row, multi-edit, undo, delete the selected codes after a confirmation). Keyed by the
 * list by its screen, so another list starts a grid of its own.
 */
export function CodeListEditorGrid({ categoryId, codes, label }: CodeListEditorGridProps) {
  const { controller, saving } = useCodeListGrid(categoryId, codes, label);
  if (!controller) return null;
  return <EntityGridPanel controller={controller as GridController<object>} label={label} saving={saving} />;
}

// The controller itself, not the grid's index: that also brings the React view, which this layer does without.
import { GridController } from '../../../grid/controller/grid-controller';
import type { PasteReport } from '../../../grid/controller/grid-types';
import type { XyzGridRow } from './xyz-grid-columns';
import { withoutXyzHeader } from './xyz-paste-header';

/**
 * The XYZ import's grid controller (spec 02 section 2): the engine's controller, whose paste first
 * takes off a header row the block starts with (withoutXyzHeader, by where the block's cells land),
 * so a block copied with its titles from a spreadsheet pastes only its data.
 */
export class XyzGridController extends GridController<XyzGridRow> {
  /** The header row the last paste started with, trimmed; null when it had none. */
  skippedHeader: readonly string[] | null = null;

  /** Pastes TSV as the engine does, without its header row. */
  override pasteText(text: string): PasteReport {
    const left = this.currentRange.left;
    const at = (field: string) => {
      const index = this.columns.indexOf(field);
      return index === undefined ? undefined : index - left;
    };
    const pasted = withoutXyzHeader(text, { x: at('x'), y: at('y') });
    this.skippedHeader = pasted.header;
    return super.pasteText(pasted.text);
  }
}

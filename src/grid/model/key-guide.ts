/**
 * The grid's own keys that move and edit (spec 01 section 4: the grid works as a spreadsheet), as the
 * '?' overlay lists them beside the commands. Keys are written as the command registry writes hotkeys
 * ('Mod+ArrowDown': Cmd on a Mac, Ctrl elsewhere); each is answered by keyToCommand (keymap.ts). The
 * clipboard, fill, clear, undo and redo keys are commands of their own and are not repeated here.
 */
export interface GridKeyGuideEntry {
  /** Translation key of what the keys do. */
  readonly labelKey: string;
  readonly keys: readonly string[];
  /** The keys act while a cell editor is open (commit and cancel). */
  readonly whileEditing?: boolean;
}

/** Every moving and editing key of the grid, in the order a newcomer needs them. */
export const gridKeyGuide: readonly GridKeyGuideEntry[] = [
  { labelKey: 'dayUse.gridKeys.move', keys: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] },
  { labelKey: 'dayUse.gridKeys.tab', keys: ['Tab', 'Shift+Tab'] },
  { labelKey: 'dayUse.gridKeys.extend', keys: ['Shift+ArrowDown', 'Shift+ArrowRight'] },
  { labelKey: 'dayUse.gridKeys.dataEdge', keys: ['Mod+ArrowDown', 'Mod+ArrowRight'] },
  { labelKey: 'dayUse.gridKeys.rowEdge', keys: ['Home', 'End'] },
  { labelKey: 'dayUse.gridKeys.gridEdge', keys: ['Mod+Home', 'Mod+End'] },
  { labelKey: 'dayUse.gridKeys.page', keys: ['PageUp', 'PageDown'] },
  { labelKey: 'dayUse.gridKeys.edit', keys: ['F2', 'Enter'] },
  { labelKey: 'dayUse.gridKeys.commit', keys: ['Enter', 'Tab'], whileEditing: true },
  { labelKey: 'dayUse.gridKeys.cancel', keys: ['Escape'], whileEditing: true },
  { labelKey: 'dayUse.gridKeys.selectAll', keys: ['Mod+A'] },
  { labelKey: 'dayUse.gridKeys.selectColumn', keys: ['Mod+Space'] },
  { labelKey: 'dayUse.gridKeys.selectRow', keys: ['Shift+Space'] },
];

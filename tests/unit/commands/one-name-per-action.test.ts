import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCommands, commandRegistry, hotkeysOf } from '../../../commands';
import type { Command } from '../../../commands';
import { parseHotkey } from '../../../commands/hotkeys';
import { gridKeyGuide } from '../../../src/grid/model/key-guide';
import { keyToCommand } from '../../../src/grid/model/keymap';
import type { EditCommand, KeyLike } from '../../../src/grid/model/keymap';

/**
 * One name per action: what a toolbar button shows is the title the palette lists (CommandButton
 * draws the title and takes no words of its own), every key of the grid that changes data is a
 * palette command with the very key the grid answers, and the '?' overlay's guide lists only keys
 * the grid answers. Keeps the registry, the toolbars and the grid's key map in step.
 */
const root = join(import.meta.dirname, '../../..');
const languages = ['nl', 'en', 'de', 'fr', 'es', 'it'] as const;
const catalogues = languages.map((language) => [language, JSON.parse(readFileSync(join(root, `locales/${language}.json`), 'utf8')) as unknown] as const);

function translation(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/** A key press as the grid's key map reads it, from a hotkey as the registry writes it (off the Mac). */
function pressOf(hotkey: string): KeyLike {
  const parsed = parseHotkey(hotkey);
  const named: Record<string, string> = {
    arrowup: 'ArrowUp', arrowdown: 'ArrowDown', arrowleft: 'ArrowLeft', arrowright: 'ArrowRight', home: 'Home', end: 'End',
    pageup: 'PageUp', pagedown: 'PageDown', tab: 'Tab', enter: 'Enter', escape: 'Escape', delete: 'Delete', space: ' ', f2: 'F2',
  };
  const key = named[parsed.key] ?? parsed.key;
  return { key, code: /^[a-z]$/.test(key) ? `Key${key.toUpperCase()}` : undefined, ctrlKey: parsed.mod || parsed.ctrl, metaKey: parsed.meta, shiftKey: parsed.shift, altKey: parsed.alt };
}

/** The grid's data-changing and clipboard keys, and the command each is in the palette. */
const gridKeyCommands: Readonly<Record<Extract<EditCommand['type'], 'copy' | 'cut' | 'paste' | 'fillDown' | 'clear' | 'undo' | 'redo'>, string>> = {
  copy: 'grid.copy', cut: 'grid.cut', paste: 'grid.paste', fillDown: 'grid.fillDown', clear: 'grid.clear', undo: 'grid.undo', redo: 'grid.redo',
};

describe('one name per action', () => {
  it('gives every command a title in all six languages', () => {
    for (const command of allCommands as readonly Command[]) {
      for (const [language, catalogue] of catalogues) expect(translation(catalogue, command.titleKey), `${language}: ${command.id}`).toEqual(expect.any(String));
    }
  });

  it.each(Object.entries(gridKeyCommands))("makes the grid's %s a palette command whose every hotkey is the key the grid answers", (type, id) => {
    const command = commandRegistry.get(id as Command['id']);
    expect(command.keyedBy).toBe('grid');
    expect(hotkeysOf(command).length).toBeGreaterThan(0);
    for (const hotkey of hotkeysOf(command)) expect(keyToCommand(pressOf(hotkey))?.type, hotkey).toBe(type);
  });

  it('binds no app hotkey for a key the grid answers itself, so one press never runs twice', () => {
    const bound = commandRegistry.bindings().map((binding) => binding.command.id);
    for (const id of Object.values(gridKeyCommands)) expect(bound).not.toContain(id);
    expect(bound).toContain('record.save');
  });

  it("lists in the '?' overlay only keys the grid answers, each with its words in all six languages", () => {
    for (const entry of gridKeyGuide) {
      for (const hotkey of entry.keys) expect(keyToCommand(pressOf(hotkey), { editing: entry.whileEditing }), `${entry.labelKey}: ${hotkey}`).not.toBeNull();
      for (const [language, catalogue] of catalogues) expect(translation(catalogue, entry.labelKey), `${language}: ${entry.labelKey}`).toEqual(expect.any(String));
    }
  });

  it('lets no toolbar give a command button words of its own', () => {
    const button = readFileSync(join(root, 'src/ui/commands/CommandButton.tsx'), 'utf8');
    // The button's text is the title (busy: the title marked as running); no `children` prop exists to override it.
    expect(button).not.toMatch(/children\??:/);
    expect(button).toMatch(/busy \? t\('dayUse\.button\.busy', \{ title \}\) : title/);
  });
});

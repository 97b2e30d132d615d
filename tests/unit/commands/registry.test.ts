import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCommands, commandRegistry } from '../../../commands';
import type { Command } from '../../../commands';
import { defineCommand, hotkeysOf } from '../../../commands/command';
import { createCommandRegistry, DuplicateCommandError, HotkeyClashError } from '../../../commands/registry';
import { fakeContext } from './fake-context';

const root = join(import.meta.dirname, '../../..');
const english = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<string, unknown>;

function translation(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), english);
}

const command = (overrides: Partial<Command>): Command => defineCommand({
  id: 'record.save', titleKey: 'commands.record.save', group: 'record', when: () => true, run: () => {}, ...overrides,
});

describe('the command registry', () => {
  it("builds the product's registry: no duplicate id, no hotkey claimed twice where both can fire", () => {
    expect(commandRegistry.all()).toHaveLength(allCommands.length);
    expect(commandRegistry.get('record.save').hotkey).toBe('Mod+S');
  });

  it('throws on a duplicate id', () => {
    expect(() => createCommandRegistry([command({}), command({ titleKey: 'commands.record.delete' })])).toThrow(DuplicateCommandError);
  });

  it('throws on one hotkey claimed twice in one scope, or in a scope and the global one', () => {
    const save = command({ hotkey: 'Mod+S', scope: 'record' });
    expect(() => createCommandRegistry([save, command({ id: 'record.delete', hotkey: 'Ctrl+S', scope: 'record' })])).toThrow(HotkeyClashError);
    expect(() => createCommandRegistry([save, command({ id: 'palette.open', hotkey: ['Mod+K', 'Mod+S'] })])).toThrow(/claimed by both 'record.save' and 'palette.open'/);
    expect(() => createCommandRegistry([save, command({ id: 'grid.row.add', hotkey: 'Mod+S', scope: 'grid' })])).toThrow(HotkeyClashError);
  });

  it('lets screens that are never on view together share a hotkey', () => {
    const registry = createCommandRegistry([
      command({ id: 'record.delete', hotkey: 'Mod+Delete', scope: 'record' }),
      command({ id: 'project.delete', hotkey: 'Mod+Delete', scope: 'projectList' }),
    ]);
    expect(registry.bindings().map((binding) => binding.command.id)).toEqual(['record.delete', 'project.delete']);
  });

  it('refuses a malformed hotkey at registration, not at the first key press', () => {
    expect(() => createCommandRegistry([command({ hotkey: 'Mod+Sve' })])).toThrow(/not a key/);
  });

  it('answers the commands available in a context, and refuses an id it does not know', () => {
    const registry = createCommandRegistry([command({ when: (context) => context.unsavedChanges }), command({ id: 'palette.open' })]);
    expect(registry.available(fakeContext().context).map((found) => found.id)).toEqual(['palette.open']);
    expect(registry.available(fakeContext({ unsavedChanges: true }).context).map((found) => found.id)).toEqual(['record.save', 'palette.open']);
    expect(() => registry.get('grid.multiEdit')).toThrow(/No command/);
  });

  it('has a title (and its keywords) in the catalogue for every command', () => {
    for (const found of commandRegistry.all()) {
      expect(typeof translation(found.titleKey), found.titleKey).toBe('string');
      if (found.keywordsKey) expect(typeof translation(found.keywordsKey), found.keywordsKey).toBe('string');
    }
  });

  it('keeps one command per file under commands/<area>/, each file in the registry', () => {
    const files = readdirSync(join(root, 'commands')).filter((entry) => statSync(join(root, 'commands', entry)).isDirectory())
      .flatMap((area) => readdirSync(join(root, 'commands', area)).map((file) => join(root, 'commands', area, file)));
    const declaring = files.filter((file) => readFileSync(file, 'utf8').includes('defineCommand('));
    for (const file of declaring) expect(readFileSync(file, 'utf8').match(/defineCommand\(/g), file).toHaveLength(1);
    expect(declaring).toHaveLength(commandRegistry.all().length);
  });

  it('binds every hotkey of every command but those the grid answers itself', () => {
    const bound = commandRegistry.bindings().map((binding) => `${binding.command.id} ${binding.hotkey}`);
    const declared = commandRegistry.all().filter((found) => found.keyedBy !== 'grid').flatMap((found) => hotkeysOf(found).map((hotkey) => `${found.id} ${hotkey}`));
    expect(bound).toEqual(declared);
    expect(bound).toContain('palette.open Mod+Shift+P');
  });
});

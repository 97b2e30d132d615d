import { describe, expect, it } from 'vitest';
import { createActiveScreenRegistry } from '../../../../src/ui/editing/active-screen';
import type { EditableScreen } from '../../../../src/ui/editing/active-screen';

/** A screen part that records its saves; `refuse` makes its save reject. */
function part(name: string, log: string[], options: { unsaved?: boolean; refuse?: boolean; draft?: boolean } = {}): EditableScreen {
  return {
    draftKey: options.draft ? { route: `/${name}`, recordGuid: name, user: 'demo' } : null,
    hasUnsavedChanges: () => options.unsaved ?? false,
    isValidationPending: () => false,
    save: async () => {
      log.push(name);
      if (options.refuse) throw new Error(`${name} refused`);
    },
    edits: () => ({ from: name }),
  };
}

describe('the active-screen registry', () => {
  it('answers a single part as itself, and nothing once it went', () => {
    const registry = createActiveScreenRegistry();
    const point = part('point', []);
    const release = registry.register(point);
    expect(registry.current()).toBe(point);
    release();
    expect(registry.current()).toBeNull();
  });

  it('saves every part with unsaved changes, in order, and rejects with the first refusal after all had their turn', async () => {
    const registry = createActiveScreenRegistry();
    const log: string[] = [];
    registry.register(part('point', log, { draft: true }));
    registry.register(part('layers', log, { unsaved: true, refuse: true }));
    registry.register(part('jars', log, { unsaved: true }));
    const screen = registry.current();
    expect(screen?.hasUnsavedChanges()).toBe(true);
    await expect(screen?.save()).rejects.toThrow('layers refused');
    expect(log).toEqual(['layers', 'jars']);
    expect(screen?.edits()).toEqual({ from: 'point' });
  });

  it('saves the first part when no part has changes (Ctrl+S on a clean screen behaves as before)', async () => {
    const registry = createActiveScreenRegistry();
    const log: string[] = [];
    registry.register(part('point', log));
    registry.register(part('layers', log));
    expect(registry.current()?.hasUnsavedChanges()).toBe(false);
    await registry.current()?.save();
    expect(log).toEqual(['point']);
  });
});

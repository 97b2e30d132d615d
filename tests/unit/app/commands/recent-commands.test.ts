import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../src/api/session';
import { createRecentCommands, recentCommandLimit, recentCommandsKey } from '../../../../src/app/commands/recent-commands';
import type { CommandId } from '../../../../commands';

const known = (id: string): id is CommandId => id.includes('.');

describe('the recent commands', () => {
  it('keeps the newest first, each once, at most the limit, and outlives the tab in storage', () => {
    const storage = memoryStorage();
    const recent = createRecentCommands(storage, known);
    const ids: CommandId[] = ['record.save', 'navigate.overview', 'record.next', 'record.previous', 'grid.row.add', 'app.signOut'];
    for (const id of ids) recent.record(id);
    recent.record('record.next');
    expect(recent.list()).toEqual(['record.next', 'app.signOut', 'grid.row.add', 'record.previous', 'navigate.overview']);
    expect(recent.list()).toHaveLength(recentCommandLimit);
    expect(createRecentCommands(storage, known).list()[0]).toBe('record.next');
  });

  it('drops what storage holds that is no command (renamed since, or not JSON at all)', () => {
    expect(createRecentCommands(memoryStorage({ [recentCommandsKey]: '["record.save","gone",3]' }), known).list()).toEqual(['record.save']);
    expect(createRecentCommands(memoryStorage({ [recentCommandsKey]: '{oops' }), known).list()).toEqual([]);
  });
});

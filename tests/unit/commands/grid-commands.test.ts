import { describe, expect, it } from 'vitest';
import { commandRegistry, runCommand } from '../../../commands';
import { FakeGrid, fakeContext } from './fake-context';

const run = (id: 'grid.row.add' | 'grid.rows.delete' | 'grid.multiEdit', grid: FakeGrid | null) => {
  const fake = fakeContext({ grid });
  return runCommand(commandRegistry.get(id), fake.context).then((outcome) => ({ outcome, calls: fake.calls }));
};

describe('the grid commands, over a fake active grid', () => {
  it('are unavailable without an active grid', async () => {
    for (const id of ['grid.row.add', 'grid.rows.delete', 'grid.multiEdit'] as const) {
      expect((await run(id, null)).outcome).toBe('unavailable');
    }
  });

  it('add a row where the grid allows new rows', async () => {
    const grid = new FakeGrid(0, true);
    expect((await run('grid.row.add', grid)).outcome).toBe('ran');
    expect(grid.actions).toEqual(['addRow']);
    const fixed = new FakeGrid(3, false);
    expect((await run('grid.row.add', fixed)).outcome).toBe('unavailable');
    expect(fixed.actions).toEqual([]);
  });

  it('delete rows only with a selection, through the grid’s confirmation', async () => {
    const grid = new FakeGrid(0);
    expect((await run('grid.rows.delete', grid)).outcome).toBe('unavailable');
    grid.select(2);
    expect((await run('grid.rows.delete', grid)).outcome).toBe('ran');
    expect(grid.actions).toEqual(['requestDeleteSelectedRows']);
  });

  it('multi-edit opens the palette page of fields, only with a selection and a multi-editable field (spec 01 section 4)', async () => {
    expect((await run('grid.multiEdit', new FakeGrid(0))).outcome).toBe('unavailable');
    expect((await run('grid.multiEdit', new FakeGrid(2, true, []))).outcome).toBe('unavailable');
    const ran = await run('grid.multiEdit', new FakeGrid(2));
    expect(ran.outcome).toBe('ran');
    expect(ran.calls).toEqual([{ call: 'openPalette', page: 'multiEditField' }]);
  });

  it('transfer and copy-move act on a saved selection of a grid that offers them', async () => {
    for (const [id, offer] of [['grid.rows.transfer', 'transferSelection'], ['grid.rows.copyMove', 'copyOrMoveSelection']] as const) {
      const offered = Object.assign(new FakeGrid(0), { [offer]: function (this: FakeGrid) { this.actions.push(offer); } });
      const outcome = async (grid: FakeGrid | null, unsavedChanges = false) => {
        const fake = fakeContext({ grid, unsavedChanges });
        return runCommand(commandRegistry.get(id), fake.context);
      };
      expect(await outcome(offered)).toBe('unavailable');
      offered.select(2);
      expect(await outcome(offered, true)).toBe('unavailable');
      expect(await outcome(new FakeGrid(2))).toBe('unavailable');
      expect(await outcome(offered)).toBe('ran');
      expect(offered.actions).toEqual([offer]);
    }
  });
});

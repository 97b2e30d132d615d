import { describe, expect, it } from 'vitest';
import { combineChangeSources, distinctChangeSource } from '../../../../src/ui/commands/change-source';
import { createCommandTargets } from '../../../../src/ui/commands/command-targets';
import { createActiveGridRegistry } from '../../../../src/ui/editing/active-grid';
import { FakeGrid, fakeRecord } from '../../commands/fake-context';

/** A stand-in for the router's 'loaded' event: says so whenever asked, whether the route changed or not. */
function fakeRouteEvents(first: string) {
  const listeners = new Set<() => void>();
  let screen = first;
  return {
    screen: () => screen,
    listen(notify: () => void) {
      listeners.add(notify);
      return () => { listeners.delete(notify); };
    },
    loaded(next: string = screen) {
      screen = next;
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}

/** The three sources the command runtime combines, and a listener that counts what it is told (as the open palette is). */
function commandChanges() {
  const route = fakeRouteEvents('project');
  const targets = createCommandTargets();
  const grids = createActiveGridRegistry();
  const changes = combineChangeSources([distinctChangeSource(route.listen, route.screen), targets, grids]);
  const palette = { told: 0, version: changes.version() };
  const stop = changes.subscribe(() => {
    palette.told += 1;
    palette.version = changes.version();
  });
  return { route, targets, grids, changes, palette, stop };
}

describe('the command context changes (what the open palette listens to)', () => {
  it('tells a reader who came before the screen published its record, and again when the record goes', () => {
    const { targets, changes, palette } = commandChanges();
    const opened = palette.version;
    const withdraw = targets.publish('record', fakeRecord({ name: 'B011' }));
    expect(palette.told).toBe(1);
    expect(palette.version).not.toBe(opened);
    expect(targets.get('record')?.name).toBe('B011');
    withdraw();
    expect(palette.told).toBe(2);
    expect(changes.version()).toBe(palette.version);
    expect(targets.get('record')).toBeNull();
  });

  it("tells of a grid that registers late and of its selection, each once", () => {
    const { grids, palette } = commandChanges();
    const grid = new FakeGrid();
    grids.register(grid);
    grid.select(3);
    expect(palette.told).toBe(2);
    expect(grids.current()?.selectedRowCount()).toBe(3);
  });

  it('says nothing, and keeps its version, while the router reloads the same route', () => {
    const { route, changes, palette } = commandChanges();
    const before = changes.version();
    route.loaded();
    route.loaded();
    expect(palette.told).toBe(0);
    expect(changes.version()).toBe(before);
    route.loaded('point');
    expect(palette.told).toBe(1);
    expect(changes.version()).toBe(before + 1);
  });

  it('listens to the router only while someone listens, and counts a route change made meanwhile', () => {
    const { route, changes, palette, stop } = commandChanges();
    expect(route.listenerCount()).toBe(1);
    stop();
    expect(route.listenerCount()).toBe(0);
    const before = changes.version();
    route.loaded('map');
    expect(palette.told).toBe(0);
    expect(changes.version(), 'the next reader sees a new version').toBe(before + 1);
    expect(changes.version()).toBe(before + 1);
  });

  it("counts a route change between a reader's first look and its subscribing (useSyncExternalStore looks again then)", () => {
    const route = fakeRouteEvents('project');
    const changes = distinctChangeSource(route.listen, route.screen);
    const seen = changes.version();
    route.loaded('point');
    changes.subscribe(() => {});
    expect(changes.version()).toBe(seen + 1);
  });
});

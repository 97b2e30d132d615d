import { describe, expect, it } from 'vitest';
import { createActiveGridRegistry } from '../../../../src/ui/editing/active-grid';
import { FakeGrid } from '../../commands/fake-context';

describe('the active-grid registry', () => {
  it('makes the grid registered last the active one, and the one before it again once it goes', () => {
    const registry = createActiveGridRegistry();
    const points = new FakeGrid();
    const layers = new FakeGrid();
    expect(registry.current()).toBeNull();
    const releasePoints = registry.register(points);
    const releaseLayers = registry.register(layers);
    expect(registry.current()).toBe(layers);
    releaseLayers();
    expect(registry.current()).toBe(points);
    releaseLayers();
    expect(registry.current()).toBe(points);
    releasePoints();
    expect(registry.current()).toBeNull();
  });

  it('tells listeners when the active grid or its selection changes, and stops listening to a grid that went', () => {
    const registry = createActiveGridRegistry();
    const grid = new FakeGrid();
    let told = 0;
    registry.subscribe(() => { told += 1; });
    const release = registry.register(grid);
    const version = registry.version();
    grid.select(4);
    expect(registry.version()).toBe(version + 1);
    expect(told).toBe(2);
    release();
    expect(grid.listenerCount()).toBe(0);
    grid.select(1);
    expect(told).toBe(3);
  });

  it('raises a registered grid the user went into, and ignores a grid that is not registered', () => {
    const registry = createActiveGridRegistry();
    const layers = new FakeGrid();
    const jars = new FakeGrid();
    registry.register(layers);
    registry.register(jars);
    const version = registry.version();
    registry.raise(layers);
    expect(registry.current()).toBe(layers);
    expect(registry.version()).toBe(version + 1);
    registry.raise(layers);
    expect(registry.version()).toBe(version + 1);
    registry.raise(new FakeGrid());
    expect(registry.current()).toBe(layers);
  });
});

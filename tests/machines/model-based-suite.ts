import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import type { StatePath, TestModel } from 'xstate/graph';
import { declaredScenarioEdges, edgePaths, emptyCoverage, machineGraph, outcomeTitle, takenScenarioEdges } from './machine-graph';
import type { Coverage, NamedSnapshot, OutcomeNames } from './machine-graph';

/** What a machine's model-based suite needs: its scenario model, the real machine, and how one path runs. */
interface ModelBasedSuite<TSnapshot extends Snapshot<unknown> & NamedSnapshot, TEvent extends EventObject> {
  model: TestModel<TSnapshot, TEvent, unknown>;
  serialize: (snapshot: TSnapshot) => string;
  scenarioModel: Parameters<typeof declaredScenarioEdges>[0];
  machine: AnyStateMachine;
  outcomeNames: OutcomeNames<TSnapshot, TEvent['type']>;
  /** Runs one path against a fresh harness, adding what the real machine visited to `coverage`. */
  runPath: (path: StatePath<TSnapshot, TEvent>, coverage?: Coverage) => Promise<unknown>;
}

/**
 * The model-based tests every machine has: one test per generated path, named by its outcome; every
 * declared model edge taken; every state and transition of the real machine reached.
 */
export function describeModelBased<TSnapshot extends Snapshot<unknown> & NamedSnapshot, TEvent extends EventObject>(
  title: string, suite: ModelBasedSuite<TSnapshot, TEvent>,
): void {
  describe(title, () => {
    const paths = edgePaths(suite.model, suite.serialize);

    it.each(paths.map((path) => [outcomeTitle(path, suite.outcomeNames), path] as const))('%s', async (_, path) => {
      await suite.runPath(path);
    });

    it('takes every event of every model state somewhere', () => {
      const declared = declaredScenarioEdges(suite.scenarioModel);
      expect(declared.length).toBeGreaterThan(0);
      expect(takenScenarioEdges(paths)).toEqual(declared);
    });

    // Runs every path once more in one test: allowed longer than one path's test on a loaded machine.
    it('reaches every state and every transition of the real machine along the paths', { timeout: 30_000 }, async () => {
      // Its own run of every path: the check holds whichever tests ran before it.
      const coverage = emptyCoverage();
      for (const path of paths) await suite.runPath(path, coverage);
      const graph = machineGraph(suite.machine);
      expect(graph.transitions.length).toBeGreaterThan(0);
      expect([...coverage.states].sort()).toEqual([...graph.states].sort());
      expect([...coverage.transitions].sort()).toEqual([...graph.transitions].sort());
    });
  });
}

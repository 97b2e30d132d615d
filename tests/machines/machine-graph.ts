import type { AnyStateMachine, AnyTransitionDefinition, EventObject, InspectionEvent, Snapshot } from 'xstate';
import { adjacencyMapToArray, getStateNodes } from 'xstate/graph';
import type { StatePath, TestModel } from 'xstate/graph';

/** Every state and transition of a machine, keyed so they can be compared across `provide` copies. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine.root);
  const transitions = nodes.flatMap((node) => [...(node.always ?? []), ...[...node.transitions.values()].flat()]);
  return { states: nodes.map((node) => node.id), transitions: transitions.map(transitionKey) };
}

/** A transition as '<state id> on <event> #<index among that event's transitions>'. */
function transitionKey(transition: AnyTransitionDefinition): string {
  const { source } = transition;
  const list = source.always?.includes(transition) ? source.always : source.transitions.get(transition.eventType);
  return `${source.id} on '${transition.eventType}' #${list?.indexOf(transition) ?? -1}`;
}

/** What all runs together visited in the real machine. */
export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

/** Nothing visited yet: each run that is checked for coverage starts from one of these. */
export function emptyCoverage(): Coverage {
  return { states: new Set(), transitions: new Set() };
}

/**
 * An `inspect` callback that adds every state entered and transition taken (top-level states) to
 * `coverage`; a transient state (left at once by an `always` transition) counts through its transitions.
 */
export function recordCoverage(machineId: string, coverage: Coverage): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type !== '@xstate.microstep') return;
    const value = 'value' in event.snapshot ? event.snapshot.value : undefined;
    if (typeof value === 'string') coverage.states.add(`${machineId}.${value}`);
    for (const transition of event._transitions) {
      coverage.transitions.add(transitionKey(transition));
      coverage.states.add(transition.source.id);
    }
  };
}

/** A model-based path: its steps' states and events are all these checks read. */
interface ScenarioPath {
  readonly steps: readonly { readonly state: { readonly value: unknown }; readonly event: { readonly type: string } }[];
}

/** A scenario model's snapshot as outcomeTitle reads it: its value, a top-level state name. */
export interface NamedSnapshot {
  readonly value: unknown;
}

/**
 * How a machine's generated paths are named by what they prove: the last event as the cause
 * ('save fails'), the model state it ends in, with its context, as the outcome ('draft kept,
 * navigated'). Typed records, so a new event or state without a phrase does not compile.
 */
export interface OutcomeNames<TSnapshot extends NamedSnapshot, TEventType extends string> {
  causes: Record<TEventType, string | ((snapshot: TSnapshot) => string)>;
  outcomes: Record<Extract<TSnapshot['value'], string>, (snapshot: TSnapshot) => string>;
}

/** A generated path's test name: '<cause> → <outcome>  [<every event of the path>]'. */
export function outcomeTitle<TSnapshot extends NamedSnapshot, TEventType extends string>(
  path: { readonly state: TSnapshot; readonly steps: readonly { readonly event: { readonly type: string } }[] },
  names: OutcomeNames<TSnapshot, TEventType>,
): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  const last = events.at(-1) as TEventType | undefined;
  const cause = last === undefined ? 'opened' : names.causes[last];
  const outcome = names.outcomes[path.state.value as Extract<TSnapshot['value'], string>];
  return `${typeof cause === 'function' ? cause(path.state) : cause} → ${outcome(path.state)}  [${events.join(' → ')}]`;
}

/** A scenario model's states with the event types each one declares. */
interface ScenarioModel {
  readonly root: { readonly states: Readonly<Record<string, { readonly transitions: ReadonlyMap<string, unknown> }>> };
}

/** Every event each state of the scenario model declares, as '<state> <event>', sorted. */
export function declaredScenarioEdges(model: ScenarioModel): string[] {
  return Object.entries(model.root.states).flatMap(([name, node]) => [...node.transitions.keys()].map((type) => `${name} ${type}`)).sort();
}

/** The last edge each path takes, as '<state> <event>', once each and sorted: with edge paths, every declared edge. */
export function takenScenarioEdges(paths: readonly ScenarioPath[]): string[] {
  return [...new Set(paths.map((path) => `${String(path.steps.at(-2)?.state.value)} ${path.steps.at(-1)?.event.type}`))].sort();
}

/** The shortest path to every model vertex, then every edge out of it: all transitions covered. */
export function edgePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>, serialize: (snapshot: TSnapshot) => string,
): Array<StatePath<TSnapshot, TEvent>> {
  const toVertex = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serialize(path.state), path]));
  return adjacencyMapToArray(model.getAdjacencyMap()).map(({ state: from, event, nextState }) => {
    const head = toVertex.get(serialize(from));
    if (!head) throw new Error(`no path to ${serialize(from)}`);
    return { state: nextState, steps: [...head.steps, { event, state: nextState }], weight: head.weight + 1 };
  });
}

import type { AddableKind, AddTarget, BorelogTarget, DashboardTarget, LabAssignmentTarget, ProjectListTarget, RecordTarget, ResultsTarget } from '../../../commands';

/** What screens publish for the commands to act on, by kind: one record, one project list, one 'add' per kind of child. */
export type TargetKinds = {
  record: RecordTarget;
  projectList: ProjectListTarget;
  labAssignment: LabAssignmentTarget;
  results: ResultsTarget;
  borelog: BorelogTarget;
  dashboard: DashboardTarget;
} & { [K in AddableKind as `add.${K}`]: AddTarget };

/** One kind of target. */
export type TargetKind = keyof TargetKinds;

/**
 * The targets the screen on view published: the record editor its record, the project
 * list its selection. Like the active-screen registry, but observable, so toolbar buttons and the
 * palette follow a changed selection or a save that started.
 */
export interface CommandTargets {
  get<K extends TargetKind>(kind: K): TargetKinds[K] | null;
  /** Makes `target` the published one of its kind; the returned function withdraws it (if still published). */
  publish<K extends TargetKind>(kind: K, target: TargetKinds[K]): () => void;
  /** Tells listeners that a published target's facts changed. */
  changed(): void;
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change (for useSyncExternalStore). */
  version(): number;
}

/** Creates the app's targets store (one per app, in AppServices). */
export function createCommandTargets(): CommandTargets {
  const published: { [K in TargetKind]?: TargetKinds[K] } = {};
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: (kind) => published[kind] ?? null,
    publish(kind, target) {
      published[kind] = target;
      changed();
      return () => {
        if (published[kind] !== target) return;
        delete published[kind];
        changed();
      };
    },
    changed,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    version: () => version,
  };
}

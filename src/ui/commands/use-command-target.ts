import { createContext, useContext, useEffect, useRef } from 'react';
import type { CommandTargets, TargetKind, TargetKinds } from './command-targets';

/** The app's targets store (provided once by src/app/providers.tsx). */
export const CommandTargetsContext = createContext<CommandTargets | null>(null);

/** The targets store. */
export function useCommandTargets(): CommandTargets {
  const targets = useContext(CommandTargetsContext);
  if (!targets) throw new Error('useCommandTarget needs the CommandTargetsContext of src/app/providers.tsx');
  return targets;
}

/** The facts of a target (its strings, numbers and booleans), to tell when they changed. */
function factsOf(target: object): string {
  return JSON.stringify(Object.entries(target).filter(([, value]) => typeof value !== 'function'));
}

/**
 * Publishes what the calling screen offers the commands (its record, its selection) while it is
 * mounted. Functions are read through a ref, so a new object each render costs nothing; listeners
 * (toolbar buttons, the palette) are told only when a fact changed, e.g. a save started.
 */
export function useCommandTarget<K extends TargetKind>(kind: K, target: TargetKinds[K]): void {
  const targets = useCommandTargets();
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    // Every property, read at the moment a command asks: a getter per key of the first target.
    const live = Object.defineProperties({}, Object.fromEntries(Object.keys(latest.current).map((key) => [key, {
      enumerable: true,
      get: () => {
        const value: unknown = (latest.current as unknown as Record<string, unknown>)[key];
        return typeof value === 'function' ? (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(latest.current, args) : value;
      },
    }]))) as TargetKinds[K];
    return targets.publish(kind, live);
  }, [targets, kind]);

  const facts = factsOf(target);
  const told = useRef(facts);
  useEffect(() => {
    if (told.current === facts) return;
    told.current = facts;
    targets.changed();
  }, [targets, facts]);
}

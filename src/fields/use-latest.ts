import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value`, so effects can call the newest callback a parent
 * passed without re-running whenever the parent creates a new function.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

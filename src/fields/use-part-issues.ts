import { useCallback, useEffect, useState } from 'react';
import type { ValidationIssue } from '../domain/validation/issue';
import { useLatest } from './use-latest';

/**
 * Gathers the parse issues of a composite's part inputs (spec 01 section 3) and reports them
 * upward as one list, so the field shows and the screen knows every part still being typed.
 */
export function usePartIssues(onInputIssues: (issues: readonly ValidationIssue[]) => void): (part: string, issues: readonly ValidationIssue[]) => void {
  const [byPart, setByPart] = useState<Readonly<Record<string, readonly ValidationIssue[]>>>({});
  const report = useLatest(onInputIssues);
  useEffect(() => {
    report.current(Object.values(byPart).flat());
  }, [byPart, report]);
  return useCallback((part: string, issues: readonly ValidationIssue[]) => {
    setByPart((previous) => {
      const before = previous[part] ?? [];
      if (before.length === 0 && issues.length === 0) return previous;
      return { ...previous, [part]: issues };
    });
  }, []);
}

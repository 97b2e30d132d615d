import { useCallback, useEffect, useState } from 'react';
import { validateProjectCode } from '../../api/calls/projects';
import { useApiClient } from '../../ui/services-context';
import type { ValidationIssue } from '../../domain/validation/issue';
import { localProjectCodeIssues, serverProjectCodeIssues } from './project-code-issues';

/** How long typing must pause before the server is asked, in milliseconds. */
const codeCheckDelayMs = 300;

/** The live check of a new project code. */
export interface ProjectCodeCheck {
  /** Issues to show now: the local ones at once, the server's when it has answered for this code. */
  issues: ValidationIssue[];
  /** True while the server's answer for the code as typed is still awaited. */
  pending: boolean;
  /** The complete verdict for `code`, asking the server now (used on submit). */
  checkNow: (code: string) => Promise<ValidationIssue[]>;
}

/**
 * Checks a new project code as it is typed (spec 01 section 5: required, at most 20, unused and
 * allowed): locally on every key, then by ValidateProjectCode once typing pauses. An unreachable
 * server adds nothing here; SetProject refuses a bad code anyway.
 */
export function useProjectCodeCheck(code: string): ProjectCodeCheck {
  const api = useApiClient();
  const [answered, setAnswered] = useState<{ code: string; issues: ValidationIssue[] } | null>(null);
  const local = localProjectCodeIssues(code);
  const needsServer = local.length === 0;

  useEffect(() => {
    if (!needsServer) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validateProjectCode(api, code.trim(), { signal: controller.signal })
        .then((check) => setAnswered({ code, issues: serverProjectCodeIssues(check) }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswered({ code, issues: [] });
        });
    }, codeCheckDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, code, needsServer]);

  const checkNow = useCallback(async (value: string) => {
    const found = localProjectCodeIssues(value);
    if (found.length > 0) return found;
    try {
      return serverProjectCodeIssues(await validateProjectCode(api, value.trim()));
    } catch {
      return [];
    }
  }, [api]);

  const remote = answered?.code === code ? answered.issues : [];
  return { issues: needsServer ? remote : local, pending: needsServer && answered?.code !== code, checkNow };
}

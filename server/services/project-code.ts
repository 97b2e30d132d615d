import { validateProject } from '../../src/domain/validation/entities/project';
import { error, type ValidationIssue } from '../../src/domain/validation/issue';
import type { Executor } from '../db/executor';
import { selectProjectCodes } from '../db/repositories/projects';

/**
 * Findings on a project code (spec 01 section 5: 'Project code required …, max 20 characters,
 * must be unused and allowed'): required, at most 20 characters, and unused among the licence's
 * other projects in any letter case, trimmed (the domain's project rules). `ownGuid` is the
 * project being edited, which never clashes with itself. Only PrCode errors are answered.
 */
export async function projectCodeIssues(db: Executor, licenceId: number, code: unknown, ownGuid?: string): Promise<ValidationIssue[]> {
  if (typeof code !== 'string' || code.trim() === '') return [error('PrCode', 'validation.required')];
  const siblings = await selectProjectCodes(db, licenceId);
  const row = { PrGuid: ownGuid ?? null, PrCode: code };
  return validateProject(row, siblings).filter((issue) => issue.field === 'PrCode' && issue.severity === 'error');
}

import * as z from 'zod';
import { error } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';
import { optionalBoolean, optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText } from './wire-types';

/**
 * A to-do task of a project (spec 02 section 3, 'Other': to-do task, with a name), shown and
 * ticked off in the dashboard's to-do list widget (spec 02 section 2): tblTasks.
 */
export const taskSchema = z.looseObject({
  TaID: optionalId,
  TaGuid: optionalGuid,
  PrID: optionalPrId,
  /** What is to be done: required, at most `taskNameMaxLength` characters. */
  TaName: optionalText,
  /** Ticked off. */
  TaDone: optionalBoolean,
  TaDateLastChanged: optionalDateTime,
});

/** Longest task name. */
export const taskNameMaxLength = 200;

/** A task's findings (spec 01 section 5 applied to tasks): a name of at most `taskNameMaxLength` characters, not blank. */
export function taskIssues(row: Readonly<Record<string, unknown>>): ValidationIssue[] {
  const name = row.TaName;
  if (name === undefined) return [];
  if (typeof name !== 'string' || name.trim() === '') return [error('TaName', 'validation.required')];
  return name.length > taskNameMaxLength ? [error('TaName', 'validation.tooLong', { max: taskNameMaxLength })] : [];
}

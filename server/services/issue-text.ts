import english from '../../locales/en.json';
import type { ValidationIssue } from '../../src/domain/validation/issue';

type Catalogue = { [key: string]: string | Catalogue };

function lookup(key: string): string | undefined {
  let node: string | Catalogue | undefined = english as Catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** One issue in English, as the ResultMessage of a refused write carries it: 'MpName: This field is required.' */
function describeIssue(issue: ValidationIssue): string {
  const template = lookup(issue.code) ?? issue.code;
  const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(issue.params?.[name] ?? whole));
  return `${issue.field}: ${text}`;
}

/** The first few error issues in English, for the {reason} of a catalogue message; the full list travels as Issues. */
export function describeIssues(issues: readonly ValidationIssue[], limit = 3): string {
  const errors = issues.filter((issue) => issue.severity === 'error');
  const shown = errors.slice(0, limit).map(describeIssue).join(' ');
  return errors.length > limit ? `${shown} (+${errors.length - limit} more)` : shown;
}

import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '../../api';
import type { Project } from '../../domain/entities/project';

/** The row of `rows` whose `guidField` is `guid` (GUIDs compare case-insensitively); null when none is. */
export function findRecord<R extends object>(rows: readonly R[], guidField: keyof R & string, guid: string): R | null {
  const wanted = guid.trim().toLowerCase();
  return rows.find((row) => {
    const value = row[guidField];
    return typeof value === 'string' && value.trim().toLowerCase() === wanted;
  }) ?? null;
}

/** A list query's state as the editor reads it: the record (undefined while loading), its siblings, the failure. */
export interface ListRecord<R> {
  record: R | null | undefined;
  siblings: readonly R[];
  error: unknown;
}

const none: readonly never[] = [];

/** Picks the record a screen edits out of its parent's list (one query for the record and its siblings). */
export function pickFromList<R extends object>(
  query: { data: readonly R[] | undefined; error: unknown }, guidField: keyof R & string, guid: string,
): ListRecord<R> {
  const rows = query.data;
  return { record: rows === undefined ? (query.error ? null : undefined) : findRecord(rows, guidField, guid), siblings: rows ?? none, error: query.error };
}

/** What every screen under a project needs from it: its template and coordinate system. */
export interface ProjectBasics {
  project: Project | null | undefined;
  /** PrTemplateID (null for the standard template); undefined while the project loads. */
  templateId: number | null | undefined;
  coordinateSystem: string | undefined;
}

/**
 * The project a screen belongs to (spec 01 sections 3 and 7: its PrTemplateID picks the templates,
 * its PrCoordinateSystem the coordinate rules). The route fetched it on the way in: no extra call.
 * A project that cannot be read leaves the standard template.
 */
export function useProjectBasics(prId: number): ProjectBasics {
  const query = useQuery(projectQueries.detail(prId));
  const project = query.data;
  const templateId = project === undefined ? (query.error ? null : undefined) : (project?.PrTemplateID ?? null);
  return { project, templateId, coordinateSystem: project?.PrCoordinateSystem ?? undefined };
}

/**
 * How long lists seeded by a point's GetMeasurementPointWithChilds count as fresh, in ms: the
 * point screen draws them right after that call, and refetching each one on mount would cost four
 * more round trips for nothing. Writes from this browser update them through the mutations.
 */
export const seededListStaleTime = 10_000;

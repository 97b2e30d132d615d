import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { projectQueries, settingQueries, templateQueries } from '../../api';
import type { ProjectId } from '../../api';
import type { Language } from '../../domain/language/language-codes';

/** One read of a grid tab's rows: the query options its panel uses, and how the tab starts it early. */
export interface TabRead<TData, TKey extends QueryKey> {
  options: FetchQueryOptions<TData, Error, TData, TKey>;
  start(client: QueryClient): Promise<void>;
}

/** A row read from a query factory's options (e.g. pointQueries.list(prId)), typed by them. */
export function tabRead<TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>): TabRead<TData, TKey> {
  return { options, start: (client) => client.prefetchQuery(options) };
}

/**
 * What an editable grid tab of the overview reads before it can draw, besides the project (whose
 * PrTemplateID picks the template): its template screen (GetTemplatesData), the setting its column
 * layout is saved under (GetSettingByName) and its rows. The panel's grid reads through it, and the
 * tab starts the same reads as it opens (prefetchTabData), so the two cannot drift apart.
 */
export interface GridTabReads<Rows extends Readonly<Record<string, { start(client: QueryClient): Promise<void> }>>> {
  /** The field-template screen whose fields are the columns, e.g. 'MeasurementPoint'. */
  screenName: string;
  /** The user's column layout is saved under this setting, e.g. 'grid.measurementPoints'. */
  settingName: string;
  /** The reads of the rows, by name (tabRead): the panel passes their options to useQuery. */
  rows(prId: ProjectId): Rows;
}

/** A project's template as a grid asks for it: undefined while the project loads, null for the standard template. */
export function gridTemplateId(project: { PrTemplateID?: number | null } | null | undefined): number | null | undefined {
  return project === undefined ? undefined : (project?.PrTemplateID ?? null);
}

/**
 * Starts a grid tab's reads beside its saved mode: its rows and column layout at once, its template
 * as soon as the project (usually already read by the route) names it. A failed read is left for the
 * panel, which reads again and shows why.
 */
export function prefetchGridTab<Rows extends Readonly<Record<string, { start(client: QueryClient): Promise<void> }>>>(
  client: QueryClient, prId: ProjectId, language: Language, reads: GridTabReads<Rows>,
): void {
  for (const read of Object.values(reads.rows(prId))) void read.start(client);
  void client.prefetchQuery(settingQueries.byName(reads.settingName));
  void client.fetchQuery(projectQueries.detail(prId)).then(
    (project) => client.prefetchQuery(templateQueries.screen(reads.screenName, language, gridTemplateId(project))),
    () => undefined,
  );
}

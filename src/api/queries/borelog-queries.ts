import { queryOptions } from '@tanstack/react-query';
import { generateBorelog, getBorelogTemplateNames } from '../calls/borelog';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { dayLongCache } from './day-cache';
import { keyRoots, pointScope } from './scopes';

/** The borelog's query keys (CONVENTIONS rule 5): templates at the root, a preview under its point. */
const borelogKeys = {
  templates: () => [...keyRoots.templates, 'borelog'] as const,
  preview: (prId: ProjectId, mpGuid: string, layout: number, language: string) => [...pointScope(prId, mpGuid), 'borelog', layout, language] as const,
};

/** Borelog templates and previews, valid for the calendar day (spec 02 sections 4 and 9). */
export const borelogQueries = {
  templates: () => queryOptions({
    queryKey: borelogKeys.templates(),
    queryFn: ({ client, signal }) => getBorelogTemplateNames(apiOf(client), { signal }),
    ...dayLongCache(),
  }),
  /** The SVG preview of one point; a point edited meanwhile is drawn again when its scope is invalidated. */
  preview: (prId: ProjectId, mpGuid: string, layout: number, language: string) => queryOptions({
    queryKey: borelogKeys.preview(prId, mpGuid, layout, language),
    queryFn: async ({ client, signal }) => new TextDecoder().decode((await generateBorelog(apiOf(client), Number(prId), mpGuid, layout, 'SVG', language, { signal })).content),
    ...dayLongCache(),
  }),
};

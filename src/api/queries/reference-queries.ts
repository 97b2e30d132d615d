import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../domain/language/language-codes';
import { getCodeList } from '../calls/code-lists';
import { checkFunctionRights, userHasFunction } from '../calls/rights';
import { appTableSettings, getSetting } from '../calls/settings';
import { getTemplates } from '../calls/templates';
import { getOverviewQueries, getOverviewRows } from '../calls/views';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { dayLongCache } from './day-cache';
import { keyRoots, overviewKey, projectScope } from './scopes';

/** Code lists per category and language, cached for the calendar day (spec 01 sections 7 and 9). */
export const codeListQueries = {
  all: () => keyRoots.codeLists,
  category: (categoryId: number, language: Language) => queryOptions({
    queryKey: [...keyRoots.codeLists, language, categoryId] as const,
    queryFn: ({ client, signal }) => getCodeList(apiOf(client), categoryId, language, { signal }),
    ...dayLongCache(),
  }),
};

/**
 * Field templates per screen and language (and project template), cached for the calendar day
 * (spec 01 sections 7 and 9). The language is keyed because the server answers in the session's.
 */
export const templateQueries = {
  all: () => keyRoots.templates,
  screen: (screenName: string, language: Language, templateId?: number | null) => queryOptions({
    queryKey: [...keyRoots.templates, language, screenName, templateId ?? 'standard'] as const,
    queryFn: ({ client, signal }) => getTemplates(apiOf(client), screenName, { templateId }, { signal }),
    ...dayLongCache(),
  }),
};

/** The user's settings (spec 02 section 7), e.g. defaultView read before /project/$projectId. */
export const settingQueries = {
  byName: (name: string, group: string = appTableSettings) => queryOptions({
    queryKey: [...keyRoots.settings, group, name] as const,
    queryFn: ({ client, signal }) => getSetting(apiOf(client), name, group, { signal }),
  }),
};

/** Feature and function rights (spec 01 section 6); they change only when a manager edits them. */
export const rightsQueries = {
  feature: (featureWord: string) => queryOptions({
    queryKey: [...keyRoots.rights, 'feature', featureWord] as const,
    queryFn: ({ client, signal }) => checkFunctionRights(apiOf(client), featureWord, { signal }),
    staleTime: 5 * 60_000,
  }),
  function: (functionName: string) => queryOptions({
    queryKey: [...keyRoots.rights, 'function', functionName] as const,
    queryFn: ({ client, signal }) => userHasFunction(apiOf(client), functionName, { signal }),
    staleTime: 5 * 60_000,
  }),
};

/** The overview tables of a project (spec 01 section 2, /project/$projectId/overview/$overviewId). */
export const overviewQueries = {
  list: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'overviews'] as const,
    queryFn: ({ client, signal }) => getOverviewQueries(apiOf(client), prId, { signal }),
  }),
  rows: (prId: ProjectId, viewname: string, mpGuid?: string) => queryOptions({
    queryKey: overviewKey(prId, viewname, mpGuid),
    queryFn: ({ client, signal }) => getOverviewRows(apiOf(client), prId, viewname, mpGuid, { signal }),
  }),
};

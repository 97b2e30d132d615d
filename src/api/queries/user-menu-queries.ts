import { queryOptions } from '@tanstack/react-query';
import { getAuthorFunctions, getCodeList, getCodeListCategories, getManagementStatistics, getTemplateEditor, getUserProfile } from '../calls/user-menu';
import { apiOf } from './api-binding';
import { keyRoots } from './scopes';

/** The user menu's screens (spec 02 sections 2 and 7): management statistics, my account, code lists and field templates. */
export const userMenuQueries = {
  statistics: () => queryOptions({
    queryKey: [...keyRoots.accounts, 'managementStatistics'] as const,
    queryFn: ({ client, signal }) => getManagementStatistics(apiOf(client), { signal }),
  }),
  profile: () => queryOptions({
    queryKey: [...keyRoots.accounts, 'profile'] as const,
    queryFn: ({ client, signal }) => getUserProfile(apiOf(client), { signal }),
  }),
  functions: (licenceNumber: number, language: string) => queryOptions({
    queryKey: [...keyRoots.accounts, 'authorFunctions', licenceNumber, language] as const,
    queryFn: ({ client, signal }) => getAuthorFunctions(apiOf(client), licenceNumber, language, { signal }),
  }),
  codeListCategories: () => queryOptions({
    queryKey: [...keyRoots.codeLists, 'categories'] as const,
    queryFn: ({ client, signal }) => getCodeListCategories(apiOf(client), { signal }),
  }),
  codeList: (categoryId: number) => queryOptions({
    queryKey: [...keyRoots.codeLists, 'viewer', categoryId] as const,
    queryFn: ({ client, signal }) => getCodeList(apiOf(client), categoryId, { signal }),
  }),
  /** Under the templates' root, so a change of the licence's version drops it with the day caches. */
  templateEditor: (screenName: string) => queryOptions({
    queryKey: [...keyRoots.templates, 'editor', screenName] as const,
    queryFn: ({ client, signal }) => getTemplateEditor(apiOf(client), screenName, { signal }),
  }),
};

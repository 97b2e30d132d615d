import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { changeUsers, getClientSettings, getFrontEndLogs, getManagedUsers, getNews, validateInviteToken } from '../calls/accounts';
import type { UserAdminChange } from '../calls/accounts';
import { apiOf } from './api-binding';
import { keyRoots } from './scopes';

/** Account queries (spec 02 sections 2, 5 and 6): single sign-on, invitations, user administration. */
export const accountQueries = {
  /** Single sign-on and the keep-alive interval; fixed for the server's life. */
  settings: () => queryOptions({
    queryKey: [...keyRoots.accounts, 'settings'] as const,
    queryFn: ({ client }) => getClientSettings(apiOf(client)),
    staleTime: Infinity,
  }),
  /** ValidateInviteToken → IsValid. */
  invite: (inviteToken: string) => queryOptions({
    queryKey: [...keyRoots.accounts, 'invite', inviteToken] as const,
    queryFn: ({ client }) => validateInviteToken(apiOf(client), inviteToken),
  }),
  /** The licence's users and the licence. */
  users: () => queryOptions({
    queryKey: [...keyRoots.accounts, 'users'] as const,
    queryFn: ({ client, signal }) => getManagedUsers(apiOf(client), { signal }),
  }),
  /** The news in the user's language (spec 02 section 7). */
  news: (language: string) => queryOptions({
    queryKey: [...keyRoots.accounts, 'news', language] as const,
    queryFn: ({ client, signal }) => getNews(apiOf(client), { signal }),
  }),
  /** The licence's newest front-end log entries. */
  logs: () => queryOptions({
    queryKey: [...keyRoots.accounts, 'logs'] as const,
    queryFn: ({ client, signal }) => getFrontEndLogs(apiOf(client), { signal }),
  }),
};

/** User administration changes; the user list is read again after each. */
export const accountMutations = {
  change: () => mutationOptions({
    mutationKey: [...keyRoots.accounts, 'change'],
    mutationFn: (change: UserAdminChange, context) => changeUsers(apiOf(context.client), change),
    onSettled: (_answer, _error, _variables, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: accountQueries.users().queryKey }),
  }),
};

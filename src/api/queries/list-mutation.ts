import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProjectId, WriteAction } from '../envelope';
import type { ApiClient } from '../http';
import { apiOf } from './api-binding';
import { writeRowsToCache } from './row-cache';
import type { RowsWrite } from './row-cache';
import { projectScope } from './scopes';

/** A single-record write: the action and the record (on DELETE, the record to delete). */
export interface RecordWrite<R> {
  action: WriteAction;
  row: R;
}

/** How one list write talks to the server and where its answer lands in the cache. */
export interface ListWriteConfig<R extends object, A> {
  /** The cached list the answer is merged into, e.g. layerKind.list({ prId, mpGuid }).queryKey. */
  listKey: QueryKey;
  /** The field that identifies a row in the list, e.g. 'LaGuid'. */
  guidField: keyof R & string;
  /** The Set call. */
  write: (api: ApiClient, variables: RowsWrite<R>) => Promise<A>;
  /** The written table in the call's answer, e.g. (answer) => answer.tblLayers. */
  rowsOf: (answer: A) => readonly R[];
  /** Further cache work once the list is updated, e.g. invalidating what the write changed on the server. */
  afterWrite?: (client: QueryClient, variables: RowsWrite<R>, answer: A) => Promise<unknown> | void;
}

/**
 * Mutation options for a list write (CONVENTIONS rule 5: mutations keep the cache right through the
 * factories): the answered table is merged into the cached list, then `afterWrite` runs.
 */
export function listWriteMutation<R extends object, A>(config: ListWriteConfig<R, A>) {
  return mutationOptions({
    mutationKey: [...config.listKey, 'save'],
    mutationFn: (variables: RowsWrite<R>, context) => config.write(apiOf(context.client), variables),
    onSuccess: async (answer, variables, _onMutateResult, context) => {
      writeRowsToCache(context.client, config.listKey, variables, config.rowsOf(answer), config.guidField);
      await config.afterWrite?.(context.client, variables, answer);
    },
  });
}

/** How a single-record write is configured: like a list write, with variables {action, row}. */
export interface RecordWriteConfig<R extends object, A> extends Omit<ListWriteConfig<R, A>, 'write'> {
  write: (api: ApiClient, variables: RecordWrite<R>) => Promise<A>;
}

/** Mutation options for a call that writes one record; the cache work is that of a list write of one row. */
export function recordWriteMutation<R extends object, A>(config: RecordWriteConfig<R, A>) {
  return mutationOptions({
    mutationKey: [...config.listKey, 'saveRecord'],
    mutationFn: (variables: RecordWrite<R>, context) => config.write(apiOf(context.client), variables),
    onSuccess: async (answer, variables, _onMutateResult, context) => {
      const asRows: RowsWrite<R> = { action: variables.action, rows: [variables.row] };
      writeRowsToCache(context.client, config.listKey, asRows, config.rowsOf(answer), config.guidField);
      await config.afterWrite?.(context.client, asRows, answer);
    },
  });
}

/** Overview tables are derived from every record of the project: any write makes them stale. */
export function invalidateOverviews(client: QueryClient, prId: ProjectId): Promise<void> {
  return client.invalidateQueries({ queryKey: [...projectScope(prId), 'overview'] });
}

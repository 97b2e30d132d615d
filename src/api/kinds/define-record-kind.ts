import { queryOptions } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { entityDescriptors } from '../../domain/entities/entity-descriptors';
import type { ReadParameters, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from '../calls/tables';
import type { veldTableSchemas } from '../calls/tables';
import type { KindOfTable, VeldTableName } from '../calls/tables';
import { readTables, rowsOrGuids, writeTables } from '../calls/wire-calls';
import { apiOf } from '../queries/api-binding';
import { invalidateOverviews, listWriteMutation, recordWriteMutation } from '../queries/list-mutation';
import type { RowsWrite } from '../queries/row-cache';
import type { ProjectId } from '../envelope';

/** Every parent names its project: what a write under it makes stale starts there. */
export interface RecordParent {
  prId: ProjectId;
}

/**
 * One kind of record under a parent as the client knows it (spec 01 section 7: a Get and a Set call
 * per kind), declared once. Its table, key field and row schema come from the domain's entity
 * descriptor; the calls, query keys and mutations below are derived from it.
 */
export interface RecordKindSpec<T extends VeldTableName, P extends RecordParent, Extra extends VeldTableName = never> {
  /** The VeldData table of the kind's rows, e.g. 'tblLayers'. */
  table: T;
  /** Tables the answers carry beside the kind's own (GetLayers also answers the point). */
  alongside?: readonly Extra[];
  read: string;
  write: string;
  /** The list field of a write's data, e.g. 'Layers', and the key list of a DELETE, e.g. 'DeleteLaGuid'. */
  rowsField: string;
  deleteField: string;
  /** The read's Parameters and a write's data for one parent, e.g. {ProjectID, MeasurementPointGuid} and {PrID, MpGuid}. */
  readParameters(parent: P): ReadParameters;
  writeData(parent: P): Record<string, unknown>;
  /** The parent's query scope (CONVENTIONS rule 5: keys from general to specific) and the list's own name under it. */
  scope(parent: P): QueryKey;
  listName: string;
  /** What else a write changes on the server beyond its list (overviews are always stale after one). */
  afterWrite?(client: QueryClient, parent: P, write: RowsWrite<Row<T>>, answer: KindTables<T, Extra>): Promise<unknown> | void;
}

/** The parsed row of a table. */
export type Row<T extends VeldTableName> = VeldTables<{ [K in T]: (typeof veldTableSchemas)[K] }>[T][number];

/** The tables a kind's calls answer. */
export type KindTables<T extends VeldTableName, Extra extends VeldTableName> = VeldTables<{ [K in T | Extra]: (typeof veldTableSchemas)[K] }>;

/** The key field of a table's rows: its GUID, or its id for the kinds without one. */
function keyFieldOf<T extends VeldTableName>(table: T): keyof Row<T> & string {
  const descriptor = Object.values(entityDescriptors).find((entry) => entry.tableName === table) as (typeof entityDescriptors)[KindOfTable<T>];
  return (descriptor.guidField ?? descriptor.idField) as keyof Row<T> & string;
}

/** Everything the client does with one kind of record, derived from its declaration. */
export function defineRecordKind<T extends VeldTableName, P extends RecordParent, Extra extends VeldTableName = never>(spec: RecordKindSpec<T, P, Extra>) {
  const tables = pickTables<T | Extra>(spec.table, ...(spec.alongside ?? []));
  const keyField = keyFieldOf(spec.table);
  const listKey = (parent: P) => [...spec.scope(parent), spec.listName] as const;
  const rowsOf = (answer: KindTables<T, Extra>): Row<T>[] => answer[spec.table] as Row<T>[];
  const afterWrite = async (client: QueryClient, parent: P, write: RowsWrite<Row<T>>, answer: KindTables<T, Extra>) => {
    await spec.afterWrite?.(client, parent, write, answer);
    await invalidateOverviews(client, parent.prId);
  };

  /** The Get call: the parent's rows and the tables beside them. */
  const get = (api: ApiClient, parent: P, options?: CallOptions): Promise<KindTables<T, Extra>> =>
    readTables(api, spec.read, spec.readParameters(parent), tables, options) as Promise<KindTables<T, Extra>>;

  /** The Set call: rows on INSERT and UPDATE, their keys on DELETE. */
  const set = (api: ApiClient, parent: P, action: WriteAction, rows: readonly Row<T>[], options?: CallOptions): Promise<KindTables<T, Extra>> => {
    const data = { ...spec.writeData(parent), ...rowsOrGuids({ rowsField: spec.rowsField, deleteField: spec.deleteField, guidField: keyField }, action, rows) };
    return writeTables(api, spec.write, data, action, tables, options) as Promise<KindTables<T, Extra>>;
  };

  return {
    table: spec.table,
    keyField,
    get,
    set,
    /** The parent's list, cached under its scope. */
    list: (parent: P) => queryOptions({
      queryKey: listKey(parent),
      queryFn: async ({ client, signal }) => rowsOf(await get(apiOf(client), parent, { signal })),
    }),
    /** A bulk save of the parent's rows (a grid's save): variables {action, rows}. */
    save: (parent: P) => listWriteMutation<Row<T>, KindTables<T, Extra>>({
      listKey: listKey(parent),
      guidField: keyField,
      write: (api, { action, rows }) => set(api, parent, action, rows),
      rowsOf,
      afterWrite: (client, write, answer) => afterWrite(client, parent, write, answer),
    }),
    /** A save of one record (a record screen's save): variables {action, row}. */
    saveRecord: (parent: P) => recordWriteMutation<Row<T>, KindTables<T, Extra>>({
      listKey: listKey(parent),
      guidField: keyField,
      write: (api, { action, row }) => set(api, parent, action, [row]),
      rowsOf,
      afterWrite: (client, write, answer) => afterWrite(client, parent, write, answer),
    }),
  };
}

/** What defineRecordKind derives for one kind. */
export type RecordKind<T extends VeldTableName, P extends RecordParent, Extra extends VeldTableName = never> = ReturnType<typeof defineRecordKind<T, P, Extra>>;

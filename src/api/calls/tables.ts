import { entityDescriptors } from '../../domain/entities/entity-descriptors';
import type { EntityDescriptorOf, EntityKind } from '../../domain/entities/entity-descriptors';

/** Each entity's VeldData table name with its row schema, derived from the domain's entity descriptors. */
type TableSchemaMap = { [K in EntityKind as EntityDescriptorOf<K>['tableName']]: EntityDescriptorOf<K>['schema'] };

/**
 * Every VeldData table with the domain schema of its rows (spec 01 sections 3 and 7), derived from
 * the entity descriptors so a new kind is known here at once; calls pick the tables the spec names
 * for them, e.g. `pickTables('tblMeasurementPoints', 'tblLayers')`.
 */
export const veldTableSchemas = Object.fromEntries(
  Object.values(entityDescriptors).map((descriptor) => [descriptor.tableName, descriptor.schema]),
) as TableSchemaMap;

/** The entity kind whose rows a VeldData table holds, e.g. 'layer' for 'tblLayers'. */
export type KindOfTable<T extends string> = { [K in EntityKind]: EntityDescriptorOf<K>['tableName'] extends T ? K : never }[EntityKind];

/** A VeldData table name the client knows. */
export type VeldTableName = keyof typeof veldTableSchemas;

/** The schemas of the named tables, typed per name. */
export function pickTables<const N extends VeldTableName>(...names: N[]): { [K in N]: (typeof veldTableSchemas)[K] } {
  return Object.fromEntries(names.map((name) => [name, veldTableSchemas[name]])) as { [K in N]: (typeof veldTableSchemas)[K] };
}

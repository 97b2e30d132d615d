import * as z from 'zod';
import { entityDescriptors, type EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { EntityTables } from '../schema';

/** How one entity kind is stored: its table, key columns, the wire fields that have a column, and which hold booleans. */
export interface EntityStorageShape {
  kind: EntityKind;
  table: keyof EntityTables;
  idField: string;
  guidField: string | null;
  parentField: string | null;
  columns: ReadonlySet<string>;
  booleans: ReadonlySet<string>;
  /** Text columns that also accept a number on the wire (SmType, ObMeasurementValue): stored as its text. */
  texts: ReadonlySet<string>;
}

function baseType(type: z.ZodType): z.ZodType {
  let current = type;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

// A union of number and plain text (not a pipe that turns text into a number, as PrID is).
function acceptsText(type: z.ZodType): boolean {
  return type instanceof z.ZodUnion && (type.options as z.ZodType[]).some((option) => option instanceof z.ZodString);
}

const shapes = new Map<EntityKind, EntityStorageShape>();

/**
 * The storage shape of `kind`, read from its entity schema: migration 0002 made one column per
 * schema field (tests/server checks that they still agree), so the schema says what is a column
 * and what goes to ExtraFieldsJson.
 */
export function entityStorageShape(kind: EntityKind): EntityStorageShape {
  const known = shapes.get(kind);
  if (known) return known;
  const descriptor = entityDescriptors[kind];
  const fields = Object.entries(descriptor.schema.shape as Record<string, z.ZodType>);
  const shape: EntityStorageShape = {
    kind,
    table: descriptor.tableName as keyof EntityTables,
    idField: descriptor.idField,
    guidField: descriptor.guidField,
    parentField: descriptor.parentIdField,
    columns: new Set(fields.map(([name]) => name)),
    booleans: new Set(fields.filter(([, type]) => baseType(type) instanceof z.ZodBoolean).map(([name]) => name)),
    texts: new Set(fields.filter(([, type]) => acceptsText(baseType(type))).map(([name]) => name)),
  };
  shapes.set(kind, shape);
  return shape;
}

import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { CatalogueMessage } from '../../messages';

/** The entity kinds that hang directly under a measurement point and share one write and read path. */
export type ChildKind = 'layer' | 'jar' | 'filterTube' | 'finishing';

/** The key fields of a child kind; all four have an id, a GUID and a last-changed field (spec 01 section 3). */
export interface ChildFields {
  idField: string;
  guidField: string;
  lastChangedField: string;
  tableName: `tbl${string}`;
}

/** The key fields of `kind`, from its entity descriptor. */
export function childFields(kind: ChildKind): ChildFields {
  const { idField, guidField, lastChangedField, tableName } = entityDescriptors[kind];
  if (guidField === null || lastChangedField === null) throw new Error(`${kind} lacks a GUID or last-changed field`);
  return { idField, guidField, lastChangedField, tableName };
}

/** How the domain's rules are run over the rows of the touched points after a change. */
export interface ChildValidationOptions {
  /** GUIDs of rows being inserted (layers: may earn the intermediate-layer warning). */
  insertedKeys: ReadonlySet<string>;
  /** False when the sibling set is the whole project (jar names). */
  groupByParent: boolean;
}

/**
 * One family of rows under a measurement point and the names its calls use (spec 01 section 7:
 * SetLayers/Layers/DeleteLaGuid, SetSoilSamples/Jars/JrGuid, SetGaugingTubes/FilterTubes/FtGuid,
 * SetFinishings/Finishings/FiGuid). The generic services do the rest.
 */
export interface ChildFamily {
  kind: ChildKind;
  /** Name of the rows list in `data`, e.g. 'Layers'. */
  rowsField: string;
  /** Name of the GUID (or GUID list) in `data` of a DELETE, e.g. 'DeleteLaGuid'. */
  deleteField: string;
  saveFailed: CatalogueMessage;
  getFailed: CatalogueMessage;
  /** Field the answered rows are sorted by within their point (layers: LaFrom); id order otherwise. */
  orderField?: string;
  /** Whether the write and read answers carry tblMeasurementPoints next to the rows. */
  answersPoints: { write: boolean; read: boolean };
  /**
   * Fields that must be unique across the whole project, not only within the point (jar names,
   * spec 01 section 5). The other points' rows are then read with only these fields.
   */
  projectWideFields?: readonly string[];
  /** The domain's rules over the rows after the change (validateRows), issues keyed by GUID. */
  validate(rows: readonly WireRow[], options: ChildValidationOptions): Map<string, ValidationIssue[]>;
  /** Adjusts a row before it is validated and written: `before` is the stored row (undefined on INSERT). */
  prepare?(row: WireRow, before: WireRow | undefined): WireRow;
  /** Runs in the same transaction after every write, with the touched points and all their rows now. */
  afterWrite?(trx: Executor, pointIds: readonly number[], rowsAfter: readonly WireRow[], now: Date): Promise<void>;
}

/** A validation issue with the row it concerns: the row's GUID as sent, or '#index' in the sent list. */
export type RowIssue = ValidationIssue & { row: string };

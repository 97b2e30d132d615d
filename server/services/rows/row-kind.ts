import type { EntityDescriptorOf, EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { TextLimits } from '../../../src/domain/templates/template-text-limits';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { PlannedRow } from './plan-rows';
import type { RowIssue } from './row-refusal';

/** What every step of one write shares: the project it is in, its moment, and what the rules need of the project. */
export interface WriteContext {
  projectId: number;
  now: Date;
  /** The project's coordinate system (PrCoordinateSystem), for the point rules. */
  coordinateSystem: string | undefined;
  /** Points without any coordinates are taken (copies made without coordinates, spec 01 section 4). */
  pointsWithoutCoordinates?: boolean;
  /** The template's longest text per field, for writes from the screens (imports bring text as it was). */
  textLimits?: TextLimits;
}

/** What a kind's rules are told besides the rows. */
export interface RuleCheck {
  /** Keys (GUIDs) of the rows this write inserts: a new intermediate layer only warns (spec 01 section 5). */
  insertedKeys: ReadonlySet<string>;
  context: WriteContext;
  /** Only the checks between rows (BulkOptions.betweenRowsOnly): the rows' own rules passed when they were written. */
  betweenRowsOnly?: boolean;
}

/** The rows under the touched parents once a write is done, for follow-ups such as a point's depth. */
export interface WrittenRows {
  parentIds: readonly number[];
  /** Every row under `parentIds` after the write (full rows when the kind reads its siblings whole). */
  rowsAfter: readonly WireRow[];
}

/**
 * Which stored rows a kind's rules compare incoming rows with (spec 01 section 5): none, those
 * under the same parents (whole, or narrowed to `fields`: point names), or also the rest of the
 * project narrowed to `projectFields` (jar and sample names are unique in the project). With
 * `readWhole`, rows under the parents are read whole all the same, because the call answers them
 * all (WrittenRowSet.rowsAfter), while the rules still see the rows the write leaves alone narrowed
 * to `fields`.
 */
export type SiblingScope =
  | { scope: 'none' }
  | { scope: 'parent'; fields?: readonly string[]; readWhole?: boolean }
  | { scope: 'project'; projectFields: readonly string[]; fields?: readonly string[] };

/** A field an entity kind's schema declares (for a union of kinds, a field of any of them). */
type DeclaredField<K extends EntityKind> = K extends EntityKind ? Extract<keyof EntityDescriptorOf<K>['schema']['shape'], string> : never;

/**
 * One kind of record under a parent, declared once: the single write path (write-rows.ts) reads
 * everything it needs to know about the kind from here and from its entity descriptor (table,
 * keys, schema, parent). Adding a kind of record to the server is one of these plus its calls.
 */
export interface RowKind<K extends EntityKind = EntityKind> {
  kind: K;
  siblings: SiblingScope;
  /** Incoming fields the server decides itself and drops, besides the id and the parent link (e.g. a sample's FtID). */
  serverFields?: readonly string[];
  /**
   * The field that identifies a new row to a person (a name, a type, a date): an INSERT without a
   * value for it is refused at that field (spec 01 section 5, required fields).
   */
  requiredOnInsert?: DeclaredField<K>;
  /** The domain's rules over the rows after the change (validateRows), issues keyed by GUID. */
  validate?(rows: readonly WireRow[], check: RuleCheck): Map<string, ValidationIssue[]>;
  /** The server's rules on one row before it is checked and stored; `before` is the stored row (undefined on INSERT). */
  prepare?(row: WireRow, before: WireRow | undefined, context: WriteContext): WireRow;
  /**
   * Checks that need the database, run in the write's transaction before anything is stored: rows
   * that name other records (an analysis sample's jar, its lab assignment) must name ones of the
   * same project and in a state that allows the change. Errors refuse the write.
   */
  checkRows?(trx: Executor, rows: readonly PlannedRow[], context: WriteContext): Promise<RowIssue[]>;
  /**
   * Checks before a DELETE, in its transaction, over the stored rows it would remove (an analysis
   * sample on a sent lab assignment stays, spec 02 section 4). Errors refuse the whole delete.
   */
  checkDelete?(trx: Executor, rows: readonly WireRow[], context: WriteContext): Promise<RowIssue[]>;
  /** Runs in the same transaction after every write of the kind (layers: the points' depth). */
  afterWrite?(trx: Executor, written: WrittenRows, context: WriteContext): Promise<void>;
}

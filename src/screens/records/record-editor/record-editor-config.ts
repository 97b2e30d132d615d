import type { ProjectId } from '../../../api';
import type { EditorRecord } from '../../../domain/editing';
import type { RuleSetChoice } from './record-issues';
import type { RecordSequence } from './record-sequence';

/** How a record is deleted from its screen (spec 01 section 2: delete sits right in the toolbar). */
export interface RecordDeletion<R extends EditorRecord> {
  /** The Set call with action DELETE (a mutation of src/api/queries). */
  run: (record: R) => Promise<unknown>;
  /** Where the user goes once the record is gone: its parent's screen. */
  after: () => void;
  /** Spec 01 section 5: deleting a project requires typing DELETE. */
  typeToConfirm?: boolean;
}

/**
 * One editing screen as configuration (spec 01 section 2): which record of which kind, drawn
 * with which template, checked against which siblings, saved and deleted by which calls.
 */
export interface RecordEditorConfig<R extends EditorRecord> {
  /** ScreenName of GetTemplatesData (server/seed/field-templates.ts), e.g. 'Layer'. */
  screenName: string;
  /** The record; undefined while loading, null when the server has none with this GUID. */
  record: R | null | undefined;
  /** Why loading failed, if it did. */
  loadError?: unknown;
  /** The record's GUID as the route names it: the draft's key. */
  recordGuid: string;
  /** The route id the draft is filed under, e.g. '/project/$projectId/measurementPoint/$measurementPointId'. */
  draftRoute: string;
  prId: ProjectId;
  /** The project's PrTemplateID (null for the standard template); undefined while unknown. */
  templateId: number | null | undefined;
  /** The domain rule set the edited record is checked with, null for kinds without one. */
  ruleSet: RuleSetChoice | null;
  /** The record's siblings as loaded (for uniqueness and layer continuity). */
  siblings: readonly EditorRecord[];
  /** The Set call with action UPDATE; rejects with an ApiError when the server refuses. */
  save: (record: R) => Promise<unknown>;
  deletion?: RecordDeletion<R>;
  /** How to open the siblings before and after this record (the next/previous record commands). */
  sequence?: RecordSequence;
}

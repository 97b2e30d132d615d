import type { Generated } from 'kysely';
import type { FieldTemplatesTable } from './schema';

/**
 * Tables of migration 0023: a licence's own code lists and field templates over the shared ones
 * of migration 0004 (spec 01 sections 3 and 7; the management application's 'field templates' and
 * 'code lists', spec 01 section 9), and the version that every change raises.
 */

/** A licence's code: a change to a shared code (same category and code) or a code of its own. */
export interface LicenceCodesTable {
  id: Generated<number>;
  licenceId: number;
  GcCategoryID: number;
  GcCode: string;
  /** JSON object of description per 2-letter language ({"nl": "…", "en": "…"}); a language left out falls back to the shared text. */
  DescriptionsJson: string;
  GcOrder: number;
  /** 0/1: an inactive code still names stored values but is no longer offered. */
  Active: number;
  /** 0/1: a shared code the licence removed (never one in use). */
  Removed: number;
  RowVersion: number;
}

/**
 * A licence's template field: a change to a shared field (same screen, template and field) or a field of its own;
 * the shared field's columns, with labels per language in place of its translation key.
 */
export interface LicenceTemplateFieldsTable extends Omit<FieldTemplatesTable, 'TfID' | 'LabelKey'> {
  id: Generated<number>;
  licenceId: number;
  /** JSON object of label per 2-letter language; empty for a shared field drawn with its translation key. */
  LabelsJson: string;
  RowVersion: number;
}

/** One change of a licence's code lists or templates: the version it made, who and when (the history). */
export interface ReferenceChangesTable {
  id: Generated<number>;
  licenceId: number;
  version: number;
  /** 'codeList' or 'template'. */
  subject: string;
  /** Category id or screen name. */
  target: string;
  action: string;
  changedBy: string;
  changedAt: string;
}

/** The tables migration 0023 adds. */
export interface ReferenceDataTables {
  licenceCodes: LicenceCodesTable;
  licenceTemplateFields: LicenceTemplateFieldsTable;
  referenceChanges: ReferenceChangesTable;
}

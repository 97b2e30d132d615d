import type { Generated, Insertable, Selectable } from 'kysely';
import type { SignInSecurityTables } from './sign-in-schema';

/**
 * Platform tables of migration 0001 (issue 'Data service', deliver 2 and 5; spec 02 section 6).
 * Time stamps are ISO-8601 UTC text so that both dialects compare them the same way.
 * Entity tables (tblProjects, …) are added to `Database` by migration 0002.
 */

/** A licence: every project and user belongs to one (spec 02 section 6). */
export interface LicencesTable {
  id: Generated<number>;
  licenceNumber: number;
  name: string;
  createdAt: string;
}

/** A user of one licence; the user name is unique per licence and stored in lower case. */
export interface UsersTable {
  id: Generated<number>;
  licenceId: number;
  username: string;
  displayName: string;
  /** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
  passwordHash: string;
  /** Interface language, 2-letter code (nl, en, fr, es, de, it). */
  language: string;
  /** 1 when the application manager blocked the account (spec 02 section 6), else 0. */
  blocked: number;
  createdAt: string;
}

/** Access and refresh tokens: only the SHA-256 of the opaque token is stored. */
export interface AuthTokensTable {
  id: Generated<number>;
  userId: number;
  kind: 'access' | 'refresh';
  /** Hex SHA-256 of the token handed to the client. */
  tokenHash: string;
  /** One sign-in session: the pair issued at login and every pair rotated from it. */
  sessionId: string;
  expiresAt: string;
  /** The absolute end of the session (migration 0005, ASVS 3.3.2): no token of it outlives this. */
  sessionExpiresAt: string;
  /** Set when a refresh token has been exchanged; presenting it again revokes the session. */
  usedAt: string | null;
  createdAt: string;
}

/** A feature word or function name granted to a user; name '*' grants every one of that kind. */
export interface UserRightsTable {
  id: Generated<number>;
  userId: number;
  kind: 'feature' | 'function';
  name: string;
}

/** A user's setting: SettingGroup + SettingName → JSON text (spec 02 section 7, management service). */
export interface UserSettingsTable {
  id: Generated<number>;
  userId: number;
  settingGroup: string;
  settingName: string;
  settingValue: string;
  updatedAt: string;
}

/** A user's pin on a project (migration 0003; spec 01 section 4, 'Project pin'). */
export interface ProjectUsersTable {
  id: Generated<number>;
  PrID: number;
  userId: number;
  /** 1 = pinned (synchronised), 0 = unpinned. */
  Enabled: number;
  /** 1 for the user who created the project ('mine' keeps it after an unpin). */
  isCreator: Generated<number>;
}

/** A stored entity row: wire-named columns holding text, numbers (booleans as 0/1) or null. */
export type EntityTableRow = Record<string, string | number | null>;

/**
 * Entity tables of migration 0002 (spec 01 section 3). Their columns are the wire names of the
 * entity schemas, plus `ExtraFieldsJson` and, on projects, `LicenceID`; rows are typed loosely
 * because one generic repository (repositories/entity-rows.ts) serves every kind.
 */
export interface EntityTables {
  tblProjects: EntityTableRow;
  tblSublocations: EntityTableRow;
  tblMeasurementPoints: EntityTableRow;
  tblLayers: EntityTableRow;
  tblJars: EntityTableRow;
  tblFilterTubes: EntityTableRow;
  tblFinishings: EntityTableRow;
  tblWaterSamples: EntityTableRow;
  tblBottles: EntityTableRow;
  tblObservation: EntityTableRow;
  tblWaterSampleMeasurements: EntityTableRow;
  tblLocationVisits: EntityTableRow;
  tblSummaryConclusions: EntityTableRow;
  tblConcernedCompanies: EntityTableRow;
  tblCadastralOvam: EntityTableRow;
  tblCadastralOvamCustomers: EntityTableRow;
  tblCadastralOvamVlaremAct: EntityTableRow;
}

/** tblGeneralCodes of migration 0004: one row per code and language (spec 01 section 3). */
export interface GeneralCodesTable {
  GcID: Generated<number>;
  GcCategoryID: number;
  GcCode: string;
  GcDescription: string;
  /** 3-letter language code: nld, eng, fra, spa, deu, ita. */
  GcLanguage: string;
  GcOrder: number;
  /** A list's own extras as JSON text, or null. */
  GcExtraJson: string | null;
}

/** tblFieldTemplates of migration 0004: one row per field of a screen's template (spec 01 sections 3 and 7). */
export interface FieldTemplatesTable {
  TfID: Generated<number>;
  ScreenName: string;
  TemplateID: number;
  FieldCode: string;
  LabelKey: string;
  EditorType: number;
  ListCategory: number | null;
  /** 0/1. */
  Required: number;
  MaxLength: number | null;
  /** 0/1. */
  AllowMultiEdit: number;
  FieldOrder: number;
  /** 0/1. */
  Visible: number;
}

/** The Kysely database type: platform tables (0001), entity tables (0002), project pins (0003), code lists and templates (0004). */
export interface Database extends EntityTables, SignInSecurityTables {
  tblGeneralCodes: GeneralCodesTable;
  tblFieldTemplates: FieldTemplatesTable;
  licences: LicencesTable;
  users: UsersTable;
  authTokens: AuthTokensTable;
  userRights: UserRightsTable;
  userSettings: UserSettingsTable;
  projectUsers: ProjectUsersTable;
}

/** A licence row as read. */
export type Licence = Selectable<LicencesTable>;
/** A user row as read. */
export type User = Selectable<UsersTable>;
/** A user row to insert. */
export type NewUser = Insertable<UsersTable>;

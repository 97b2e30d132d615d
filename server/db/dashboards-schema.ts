import type { Generated } from 'kysely';

/** tblDashboards of migration 0019: one user's dashboard in one project (spec 02 section 2, 'Dashboards'). */
export interface DashboardsTable {
  DbID: Generated<number>;
  UsID: number;
  PrID: number;
  /** Numbered per user and project; 1 is the Home Dashboard. */
  DbNumber: number;
  DbName: string;
  /** DbName trimmed and in lower case: unique per user and project ('dashboard exists'). */
  DbNameKey: string;
  /** The widgets as JSON text (src/domain/dashboard/dashboard-layout.ts). */
  DbLayout: string;
  DbDateLastChanged: string;
  RowVersion: Generated<number>;
}

/** The dashboard table migration 0019 adds beside tblTasks (an entity table). */
export interface DashboardTables {
  tblDashboards: DashboardsTable;
}

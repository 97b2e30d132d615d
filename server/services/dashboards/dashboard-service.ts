import { dashboardLayoutSchema } from '../../../src/domain/dashboard/dashboard-layout';
import type { PlacedWidget } from '../../../src/domain/dashboard/dashboard-layout';
import {
  dashboardNameKey, dashboardNameMaxLength, homeDashboardLayout, homeDashboardName, homeDashboardNumber,
} from '../../../src/domain/dashboard/home-dashboard';
import { refusedReadCode, refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import {
  deleteDashboard, findDashboard, findDashboardByNameKey, insertDashboard, listDashboards, nextDashboardNumber, updateDashboard,
} from '../../db/repositories/dashboards';
import type { DashboardOwner, DashboardRecord } from '../../db/repositories/dashboards';
import { findProjectId } from '../../db/repositories/scope';
import { refused } from '../../errors';
import type { Caller } from '../caller';
import { dashboardMessages } from './dashboard-messages';

/** A dashboard as the wire carries it: its widgets parsed. */
export interface WireDashboard {
  DbNumber: number;
  DbName: string;
  DbLayout: PlacedWidget[];
  DbDateLastChanged: string;
  RowVersion: number;
}

/** What SetDashboard may send: a name (add, rename), widgets (edit mode), the version it was loaded at. */
export interface DashboardInput {
  DbNumber?: number | undefined;
  DbName?: string | undefined;
  DbLayout?: unknown;
  RowVersion?: number | undefined;
}

const toWire = (record: DashboardRecord): WireDashboard => ({
  DbNumber: Number(record.DbNumber),
  DbName: record.DbName,
  DbLayout: JSON.parse(record.DbLayout) as PlacedWidget[],
  DbDateLastChanged: record.DbDateLastChanged,
  RowVersion: Number(record.RowVersion),
});

/** The caller in a project of their licence, or a refusal that names neither (spec 02 section 6). */
async function ownerOf(db: Executor, caller: Caller, projectId: number, code: string): Promise<DashboardOwner> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw refused(code, dashboardMessages.projectNotFound, { project: projectId });
  return { userId: caller.userId, prId };
}

/** The name trimmed, or a refusal: required, at most `dashboardNameMaxLength` characters. */
function checkedName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') throw refused(refusedWriteCode, dashboardMessages.nameRequired);
  if (trimmed.length > dashboardNameMaxLength) throw refused(refusedWriteCode, dashboardMessages.nameTooLong, { max: dashboardNameMaxLength });
  return trimmed;
}

/** The widgets as JSON text, or a refusal naming what is wrong. */
function checkedLayout(layout: unknown): string {
  const parsed = dashboardLayoutSchema.safeParse(layout);
  if (!parsed.success) {
    const details = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'widgets'}: ${issue.message}`).join('; ');
    throw refused(refusedWriteCode, dashboardMessages.layoutInvalid, { details });
  }
  return JSON.stringify(parsed.data);
}

/** Refuses a name another of the owner's dashboards has already (compared without case). */
async function refuseTakenName(db: Executor, owner: DashboardOwner, name: string, own?: number): Promise<void> {
  const other = await findDashboardByNameKey(db, owner, dashboardNameKey(name));
  if (other && Number(other.DbNumber) !== own) throw refused(refusedWriteCode, dashboardMessages.exists, { name });
}

/** Makes the owner's Home Dashboard with all twelve widgets unless it exists (spec 02 section 2). */
async function ensureHomeDashboard(db: Executor, owner: DashboardOwner): Promise<void> {
  await insertDashboard(db, owner, {
    number: homeDashboardNumber, name: homeDashboardName, nameKey: dashboardNameKey(homeDashboardName),
    layout: JSON.stringify(homeDashboardLayout), now: new Date().toISOString(),
  });
}

/**
 * The caller's dashboards in a project (spec 02 section 2), the Home Dashboard first: made with
 * all twelve widgets the first time it is asked for, so every user has one.
 */
export function readDashboards(db: Executor, caller: Caller, projectId: number): Promise<WireDashboard[]> {
  return inTransaction(db, async (trx) => {
    const owner = await ownerOf(trx, caller, projectId, refusedReadCode);
    await ensureHomeDashboard(trx, owner);
    return (await listDashboards(trx, owner)).map(toWire);
  });
}

/** Adds a dashboard (the add dialog): a free name and, unless sent, no widgets; numbered after the last. */
export function addDashboard(db: Executor, caller: Caller, projectId: number, input: DashboardInput): Promise<WireDashboard> {
  return inTransaction(db, async (trx) => {
    const owner = await ownerOf(trx, caller, projectId, refusedWriteCode);
    const name = checkedName(input.DbName);
    const layout = checkedLayout(input.DbLayout ?? []);
    // The Home Dashboard exists first, so it keeps number 1 and its name stays taken.
    await ensureHomeDashboard(trx, owner);
    await refuseTakenName(trx, owner, name);
    const number = await nextDashboardNumber(trx, owner);
    await insertDashboard(trx, owner, { number, name, nameKey: dashboardNameKey(name), layout, now: new Date().toISOString() });
    const stored = await findDashboard(trx, owner, number);
    if (!stored) throw refused(refusedWriteCode, dashboardMessages.changedSince);
    return toWire(stored);
  });
}

/**
 * Renames a dashboard or stores its widgets (edit mode), when it is unchanged since the caller
 * loaded it (RowVersion, spec 01 section 4). The Home Dashboard keeps its name (spec 02 section 2).
 */
export function changeDashboard(db: Executor, caller: Caller, projectId: number, input: DashboardInput): Promise<WireDashboard> {
  return inTransaction(db, async (trx) => {
    const owner = await ownerOf(trx, caller, projectId, refusedWriteCode);
    const stored = input.DbNumber === undefined ? undefined : await findDashboard(trx, owner, input.DbNumber);
    if (!stored) throw refused(refusedWriteCode, dashboardMessages.notFound);
    const number = Number(stored.DbNumber);
    const name = input.DbName === undefined ? stored.DbName : checkedName(input.DbName);
    if (number === homeDashboardNumber && name !== stored.DbName) throw refused(refusedWriteCode, dashboardMessages.homeLocked);
    await refuseTakenName(trx, owner, name, number);
    const layout = input.DbLayout === undefined ? stored.DbLayout : checkedLayout(input.DbLayout);
    const version = input.RowVersion ?? Number(stored.RowVersion);
    const updated = await updateDashboard(trx, stored.DbID, version, { name, nameKey: dashboardNameKey(name), layout, now: new Date().toISOString() });
    if (!updated) throw refused(refusedWriteCode, dashboardMessages.changedSince);
    const after = await findDashboard(trx, owner, number);
    if (!after) throw refused(refusedWriteCode, dashboardMessages.notFound);
    return toWire(after);
  });
}

/** Deletes a dashboard (the delete dialog); never the Home Dashboard (spec 02 section 2). */
export function removeDashboard(db: Executor, caller: Caller, projectId: number, number: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const owner = await ownerOf(trx, caller, projectId, refusedWriteCode);
    if (number === homeDashboardNumber) throw refused(refusedWriteCode, dashboardMessages.homeLocked);
    const stored = await findDashboard(trx, owner, number);
    if (!stored) throw refused(refusedWriteCode, dashboardMessages.notFound);
    await deleteDashboard(trx, stored.DbID);
  });
}

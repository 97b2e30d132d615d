import type { CadastralOvam, CadastralOvamCustomer, CadastralOvamVlaremAct } from '../../domain/entities/cadastral-ovam';
import type { ProjectId, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { readTables, writeTables } from './wire-calls';

const recordTables = pickTables('tblCadastralOvam');
const customerTables = pickTables('tblCadastralOvamCustomers');
const actTables = pickTables('tblCadastralOvamVlaremAct');

/** data of a cadastral write: the row with PrID; DELETE sends PrID and the row's ids (rows carry CaID, spec 01 section 7). */
function cadastralData<R extends { CaID?: number | null | undefined }>(
  prId: ProjectId, action: WriteAction, row: R, idFields: readonly (keyof R & string)[],
): Record<string, unknown> {
  if (action !== 'DELETE') return { ...row, PrID: prId };
  return Object.fromEntries([['PrID', prId], ...idFields.map((field) => [field, row[field]])]);
}

/** GetCadastralOvam: the project's cadastral records (spec 01 section 7). */
export async function getCadastralOvam(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<CadastralOvam[]> {
  return (await readTables(api, 'GetCadastralOvam', { ProjectID: prId }, recordTables, options)).tblCadastralOvam;
}

/** SetCadastralOvam (spec 01 section 7); answers tblCadastralOvam. */
export async function setCadastralOvam(api: ApiClient, prId: ProjectId, action: WriteAction, row: CadastralOvam, options?: CallOptions): Promise<CadastralOvam[]> {
  return (await writeTables(api, 'SetCadastralOvam', cadastralData(prId, action, row, ['CaID', 'CaGUID']), action, recordTables, options)).tblCadastralOvam;
}

/** GetCadastralOvamCustomer: the customers of every cadastral record of the project (spec 01 section 7). */
export async function getCadastralOvamCustomers(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<CadastralOvamCustomer[]> {
  return (await readTables(api, 'GetCadastralOvamCustomer', { ProjectID: prId }, customerTables, options)).tblCadastralOvamCustomers;
}

/** SetCadastralOvamCustomer (spec 01 section 7); the row carries CaID. */
export async function setCadastralOvamCustomer(
  api: ApiClient, prId: ProjectId, action: WriteAction, row: CadastralOvamCustomer, options?: CallOptions,
): Promise<CadastralOvamCustomer[]> {
  const data = cadastralData(prId, action, row, ['CaID', 'CuID']);
  return (await writeTables(api, 'SetCadastralOvamCustomer', data, action, customerTables, options)).tblCadastralOvamCustomers;
}

/** GetCadastralOvamVlaremAct: the environmental-permit acts of every cadastral record of the project (spec 01 section 7). */
export async function getCadastralOvamVlaremActs(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<CadastralOvamVlaremAct[]> {
  return (await readTables(api, 'GetCadastralOvamVlaremAct', { ProjectID: prId }, actTables, options)).tblCadastralOvamVlaremAct;
}

/** SetCadastralOvamVlaremAct (spec 01 section 7); the row carries CaID. */
export async function setCadastralOvamVlaremAct(
  api: ApiClient, prId: ProjectId, action: WriteAction, row: CadastralOvamVlaremAct, options?: CallOptions,
): Promise<CadastralOvamVlaremAct[]> {
  const data = cadastralData(prId, action, row, ['CaID', 'VLID']);
  return (await writeTables(api, 'SetCadastralOvamVlaremAct', data, action, actTables, options)).tblCadastralOvamVlaremAct;
}

import * as z from 'zod';
import { optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText } from './wire-types';

/** A cadastral record (Flemish OVAM register): tblCadastralOvam (spec 01 section 3). */
export const cadastralOvamSchema = z.looseObject({
  CaID: optionalId,
  CaGUID: optionalGuid,
  PrID: optionalPrId,
  CaName: optionalText,
  /** Belgian NIS municipality code, kept as text like other codes. */
  CaNisID: optionalText,
  CaDepartment: optionalText,
});

/** A customer of a cadastral record: tblCadastralOvamCustomers (spec 01 section 3). */
export const cadastralOvamCustomerSchema = z.looseObject({
  CuID: optionalId,
  CaID: optionalId,
  CuCustomerName: optionalText,
});

/** An environmental-permit (Vlarem) act of a cadastral record: tblCadastralOvamVlaremAct (spec 01 section 3). */
export const cadastralOvamVlaremActSchema = z.looseObject({
  VLID: optionalId,
  CaID: optionalId,
  VlStartDate: optionalDateTime,
});

/** A parsed cadastral record. */
export type CadastralOvam = z.output<typeof cadastralOvamSchema>;
/** A parsed cadastral customer. */
export type CadastralOvamCustomer = z.output<typeof cadastralOvamCustomerSchema>;
/** A parsed Vlarem act. */
export type CadastralOvamVlaremAct = z.output<typeof cadastralOvamVlaremActSchema>;

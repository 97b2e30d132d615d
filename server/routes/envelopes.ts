import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';

/** The actions of a write call (spec 01 section 7). */
export const writeActionSchema = z.enum(['INSERT', 'UPDATE', 'DELETE']);
export type WriteAction = z.output<typeof writeActionSchema>;

/** A write call's body `{Authorisation, data, action}` around the call's own `data` shape. */
export function writeBody<Data extends z.ZodType>(data: Data) {
  return z.object({ data, action: writeActionSchema });
}

/** Rows of a write: a list of objects whose fields the domain's entity schema then checks. */
export const wireRowsSchema = z.array(z.record(z.string(), z.unknown())).max(100000);

/** A GUID or a list of GUIDs, as the DELETE variants carry them (DeleteLaGuid, JrGuid, FtGuid, …). */
export const guidOrGuidsSchema = z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(100000)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * A read call's body (spec 01 section 7): Authorisation, LanguageCode, WebserviceVersion '1.0',
 * TypeOfExport and Parameters with ProjectID and the optional GUIDs of the record asked for.
 */
export const readBody = z.object({
  LanguageCode: z.string().max(10).optional(),
  WebserviceVersion: z.string().max(10).optional(),
  TypeOfExport: z.unknown().optional(),
  Parameters: z.looseObject({
    ExportFormat: z.string().max(20).optional(),
    ProjectID: prIdSchema,
    MeasurementPointGuid: z.string().max(100).optional(),
    GaugingTubeGuid: z.string().max(100).optional(),
    WaterSampleGuid: z.string().max(100).optional(),
  }),
});

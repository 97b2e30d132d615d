import * as z from 'zod';
import { prIdSchema } from '../entities/wire-types';
import { broExportParametersSchema } from '../formats/bro/bro-export-parameters';
import { sadValidationTypes } from '../formats/bro/sad-validation-types';
import { sikbExportVersions } from '../formats/sikb0101/sikb-versions';

/**
 * The export call's Parameters (spec 02 section 7, '{hash}/export'): the project and the conversion context, and for the exchange
 * standards the chosen points (all when absent), the SIKB0101 version with its SAD validation type, and
 * the BRO delivery choices of the pre-export checks (spec 02 section 2).
 */
export const exportParametersSchema = z.looseObject({
  ProjectID: prIdSchema,
  /** Where the export was asked from (the wizard, the overview, the point toolbar, a third party); named back in the answer's Metadata. */
  ConversionContext: z.string().trim().max(100).optional(),
  MeasurementPointGuids: z.array(z.string().min(1).max(100)).max(100_000).optional(),
  Version: z.enum(sikbExportVersions).optional(),
  ValidationType: z.enum(sadValidationTypes.map((type) => type.type) as [string, ...string[]]).optional(),
  Bro: broExportParametersSchema.optional(),
});

/** The Parameters of an export call. */
export type ExportParameters = z.output<typeof exportParametersSchema>;

import * as z from 'zod';

/** The product's own project file (spec 02 section 9, '{product} (.ti)'): this version of its layout. */
export const tiFormatVersion = 1;

/** Name of the one entry inside a .ti zip. */
export const tiEntryName = 'project.json';

/**
 * A row is a JSON object; its fields are checked by the import's own rules, row by row. Checked in place
 * rather than copied (a record schema would copy each of a large project's hundred thousand rows).
 */
const wireRowSchema = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/**
 * A whole project tree as the .ti file carries it (spec 02 section 9): the project row and every table of
 * SetProjectWithChilds (spec 01 section 7) as wire rows, database ids left out, children naming their
 * parents by GUID (MpGuid, WsGuid, FtGuid) exactly as a SetProjectWithChilds call does. Rows keep every
 * field, extra fields included, so export then import loses nothing; a stored column that is empty may be
 * left out of a row, as an import stores a column a row leaves out as empty.
 */
export const tiDocumentSchema = z.object({
  format: z.literal('fieldwork-ti'),
  version: z.literal(tiFormatVersion),
  /** ISO time of the export. */
  exportedAt: z.string(),
  project: wireRowSchema,
  tables: z.record(z.string().regex(/^tbl[A-Za-z]+$/), z.array(wireRowSchema)),
});

/** A .ti document. */
export type TiDocument = z.output<typeof tiDocumentSchema>;


import * as z from 'zod';

/**
 * /CodeConventions' bookmarkable state (CONVENTIONS rule 4): `project`, the PrID whose codes are
 * reviewed. Anything unreadable is dropped, not an error.
 */
export const codeConventionsSearchSchema = z.object({
  project: z.coerce.number().int().positive().max(2147483647).optional().catch(undefined),
});

/** The screen's search params after validation. */
export type CodeConventionsSearch = z.output<typeof codeConventionsSearchSchema>;

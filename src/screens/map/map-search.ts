import * as z from 'zod';
import { guidSegment } from '../../ui/routes/param-schemas';
import type { InitialView } from './create-map';

/**
 * The map's bookmarkable state (CONVENTIONS rule 4): `mp` the selected points (MpGuids, ';'
 * between them as everywhere in spec 02 section 9), and optionally the view: `x`, `y` the centre in
 * the project's system and `res` metres a pixel. Anything unreadable is dropped, not an error.
 */
export const mapSearchSchema = z.object({
  mp: z.string().max(4000).optional().catch(undefined),
  x: z.coerce.number().finite().optional().catch(undefined),
  y: z.coerce.number().finite().optional().catch(undefined),
  res: z.coerce.number().positive().max(100_000).optional().catch(undefined),
});

/** The map's search params after validation. */
export type MapSearch = z.output<typeof mapSearchSchema>;

/** The MpGuids the search selects. */
export function selectedGuidsOf(search: MapSearch): ReadonlySet<string> {
  return new Set((search.mp ?? '').split(';').filter((guid) => guidSegment.safeParse(guid).success));
}

/** The view the search asks for, when it names all three of centre and resolution. */
export function initialViewOf(search: MapSearch): InitialView | undefined {
  if (search.x === undefined || search.y === undefined || search.res === undefined) return undefined;
  return { center: [search.x, search.y], resolution: search.res };
}

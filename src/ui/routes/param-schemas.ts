import * as z from 'zod';

/** The largest PrID the wire carries (spec 01 section 9: number max 2147483647). */
const maxId = 2_147_483_647;

/** A numeric id in a path segment, e.g. PrID '12' → 12. */
export const idSegment = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(maxId));

/**
 * A record's GUID in a path segment (spec 01 section 2: CcGUID, LaGuid, …). Kept to the
 * characters GUIDs are written with, so a path cannot smuggle anything else into a call.
 */
export const guidSegment = z.string().regex(/^[\w{}-]{1,100}$/);

/** The default overview (spec 01 section 9: 'Default overview id 108'). */
export const defaultOverviewId = 108;

/** The overview whose tab is the editable grid of location visits (ours, 113; spec 02 section 2, tab MT). */
export const locationVisitsOverviewId = 113;

type Parsed<TShape extends z.ZodRawShape> = z.output<z.ZodObject<TShape>>;

/**
 * TanStack Router `params` options from a zod shape: a path whose segments do not parse does not
 * match the route at all, so it falls through to the 404 page (spec 01 section 2, 'any other
 * path'). Each route parses only its own segments; its parents parse theirs.
 */
export function routeParams<TShape extends z.ZodRawShape, TRaw>(shape: TShape, stringify: (params: Parsed<TShape>) => TRaw) {
  const schema = z.object(shape);
  return {
    parse: (raw: Record<string, string | undefined>): Parsed<TShape> | false => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : false;
    },
    stringify,
  };
}

/** Params of a route with one GUID segment named `name`. */
export function guidParams<TName extends string>(name: TName) {
  return routeParams({ [name]: guidSegment } as Record<TName, typeof guidSegment>, (params) => params);
}

/** The installation's tile setting, chosen when the client is built (see README, 'Map tiles'). */
export const mapTileBase: string | undefined = import.meta.env.VITE_MAP_TILE_BASE;

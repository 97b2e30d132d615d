import { mapLayerCatalogue } from '../domain/map/map-layer-catalogue';

/** The local storage key of the versions (spec 02 section 3: 'Local storage holds a versions key'). */
export const versionsStorageKey = 'versions';

/** What the versions key holds: the versions of what this browser keeps locally. */
export interface StoredVersions {
  /** The map layers config version (spec 02 section 3: 3.5). */
  mapLayersConfig: string;
}

/** The part of the Web Storage API the versions key needs. */
type VersionsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The versions of this build. */
const currentVersions: StoredVersions = { mapLayersConfig: mapLayerCatalogue.version };

function readVersions(storage: VersionsStorage): Partial<StoredVersions> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(versionsStorageKey) ?? 'null');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<StoredVersions>) : null;
  } catch {
    return null;
  }
}

/**
 * Writes this build's versions under the versions key at start (spec 02 section 3) and answers the
 * names of those that differ from what the browser held (all of them on a first visit), so what a
 * browser keeps can be told apart from an older build's.
 */
export function syncStoredVersions(storage: VersionsStorage, current: StoredVersions = currentVersions): (keyof StoredVersions)[] {
  const stored = readVersions(storage);
  const changed = (Object.keys(current) as (keyof StoredVersions)[]).filter((name) => stored?.[name] !== current[name]);
  try {
    storage.setItem(versionsStorageKey, JSON.stringify(current));
  } catch {
    // A refused storage keeps nothing between visits anyway.
  }
  return changed;
}

import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/api';
import { syncStoredVersions, versionsStorageKey } from '../../../src/app/stored-versions';

describe("the versions key in local storage (spec 02 section 3)", () => {
  it('writes the map layers config version 3.5, naming what changed since the last visit', () => {
    const storage = memoryStorage();
    expect(syncStoredVersions(storage)).toEqual(['mapLayersConfig']);
    expect(JSON.parse(storage.getItem(versionsStorageKey) ?? 'null')).toEqual({ mapLayersConfig: '3.5' });
    expect(syncStoredVersions(storage)).toEqual([]);
    expect(syncStoredVersions(storage, { mapLayersConfig: '3.6' })).toEqual(['mapLayersConfig']);
  });

  it('reads past an unreadable value', () => {
    const storage = memoryStorage();
    storage.setItem(versionsStorageKey, '{not json');
    expect(syncStoredVersions(storage)).toEqual(['mapLayersConfig']);
  });
});

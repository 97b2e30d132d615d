import { describe, expect, it } from 'vitest';
import { expiredThumbnailKeys, inBatches, isThumbnailExpired, refreshedOnRead, thumbnailCacheKey } from '../../../../src/domain/media/thumbnail-cache';
import { acceptsFile, isImageName } from '../../../../src/domain/media/media-classifications';
import { hasSecondZip, uploadRefusal } from '../../../../src/domain/uploads/upload-rules';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

describe('thumbnail cache (spec 02 sections 3, 4 and 9)', () => {
  it('keys an entry by project guid;filename;classification', () => {
    expect(thumbnailCacheKey('9f1c', 'put 1.jpg', 'ProjectPhoto')).toBe('9f1c;put 1.jpg;ProjectPhoto');
  });

  it('purges entries older than 6 days and keeps the rest', () => {
    const entries = new Map([['fresh', { cacheDate: now - 6 * day }], ['old', { cacheDate: now - 6 * day - 1 }], ['today', { cacheDate: now }]]);
    expect(expiredThumbnailKeys(entries, now)).toEqual(['old']);
    expect(isThumbnailExpired({ cacheDate: now - 7 * day }, now)).toBe(true);
  });

  it('refreshes an entry with the day it is read, so a thumbnail in use never expires', () => {
    const entry = { fileName: 'a.jpg', fileContent: 'AAA', mediaClassification: 'ProjectPhoto' as const, cacheDate: now - 5 * day };
    const read = refreshedOnRead(entry, now);
    expect(read).toEqual({ ...entry, cacheDate: now });
    expect(isThumbnailExpired(read, now + 5 * day)).toBe(false);
  });

  it('asks for thumbnails in batches of 25', () => {
    const names = Array.from({ length: 60 }, (_, index) => `p${index}.jpg`);
    expect(inBatches(names).map((batch) => batch.length)).toEqual([25, 25, 10]);
    expect(inBatches([])).toEqual([]);
  });
});

describe('upload rules (spec 02 section 5)', () => {
  const photo = (name: string, size = 1000) => ({ name, size });
  const accepts = (name: string) => acceptsFile('ProjectPhoto', name);

  it('refuses by count, then a second zip or klip, then size over 200 MB, then type', () => {
    expect(uploadRefusal([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')], 2, accepts)).toEqual({ reason: 'tooManyFiles', max: 2 });
    expect(uploadRefusal([photo('a.zip'), photo('b.KLIP')], 20, () => true)).toEqual({ reason: 'oneZipOnly' });
    expect(uploadRefusal([photo('big.jpg', 200 * 1024 * 1024 + 1)], 20, accepts)).toEqual({ reason: 'fileTooLarge', file: 'big.jpg', limitMb: 200 });
    expect(uploadRefusal([photo('exact.jpg', 200 * 1024 * 1024)], 20, accepts)).toBeUndefined();
    expect(uploadRefusal([photo('notes.exe')], 20, accepts)).toEqual({ reason: 'fileTypeNotSupported', file: 'notes.exe' });
  });

  it('tells zips, pictures and the types of each classification apart', () => {
    expect([hasSecondZip(['a.zip']), hasSecondZip(['a.zip', 'b.pdf', 'c.klip'])]).toEqual([false, true]);
    expect([isImageName('IMG_1.JPG'), isImageName('plan.pdf')]).toEqual([true, false]);
    expect([acceptsFile('KLICFiles', 'melding.klip'), acceptsFile('ProjectPhoto', 'melding.klip'), acceptsFile('LabCertificates', 'rapport.pdf')]).toEqual([true, false, true]);
  });
});

import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { jpeg, media, mediaList, projectWithPoint, uploadMultipart } from './media-fixtures';

/** Makes an empty file and answers its path (then truncateSync makes it sparse: no byte is written). */
function openSyncClose(path: string): string {
  closeSync(openSync(path, 'w'));
  return path;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder, recursively (the media folder's content). */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name !== '.link-key').map((entry) => join(entry.parentPath, entry.name));
}

describe('media service (spec 02 sections 3, 4, 5 and 7)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(() => server.close());

  it('stores three photos of a point with checksum and thumbnail, lists them and answers each thumbnail, alone and in a batch', async () => {
    const { prGuid, mpGuid } = await projectWithPoint(session, 'MEDIA-THREE');
    const photos = await Promise.all(['#c33', '#3c3', '#33c'].map((colour) => jpeg(1200, 900, colour)));
    const answer = await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid, MediaClassification: 'ProjectPhoto', MpGuid: mpGuid },
      photos.map((bytes, index) => ({ name: `put-${index + 1}.jpg`, bytes })));
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Succes', Uploaded: ['put-1.jpg', 'put-2.jpg', 'put-3.jpg'], Errors: [] });
    const listed = await mediaList(session, prGuid);
    expect(listed.map((item) => [item.FileName, item.MpGuid, item.MediaClassification, item.Checksum, item.ByteSize, item.HasThumbnail, item.Width]))
      .toEqual(photos.map((bytes, index) => [`put-${index + 1}.jpg`, mpGuid, 'ProjectPhoto', sha256(bytes), bytes.length, true, 1200]));
    const single = await session.call(`${media}/DownloadMediaThumbnail`, { ProjectGuid: prGuid, Filename: 'put-2.jpg' });
    expect(single.body.ResultCode).toBe('Download_Succes');
    const thumbnail = await sharp(Buffer.from(String(single.body.FileContent), 'base64')).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 320, 240]);
    const batch = await session.call(`${media}/DownloadMediaThumbnailBatch`, { ProjectGuid: prGuid, FileNames: ['put-1.jpg', 'PUT-3.jpg', 'missing.jpg'] });
    expect(Object.keys(batch.body.FileContentPerFileName as object)).toEqual(['put-1.jpg', 'PUT-3.jpg']);
  });

  it('refuses a name that exists (in any case), unreadable content and an unsupported type, storing the rest', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-REFUSE');
    await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'site.jpg', bytes: await jpeg() }]);
    const answer = await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [
      { name: 'SITE.JPG', bytes: await jpeg(10, 10) },
      { name: 'broken.jpg', bytes: new TextEncoder().encode('not a picture at all') },
      { name: 'fine.png', bytes: await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff' } }).png().toBuffer() },
    ]);
    expect(answer.body).toMatchObject({
      ResultCode: 'Import_Failed', Uploaded: ['fine.png'],
      Errors: [expect.objectContaining({ FileName: 'SITE.JPG', ErrorId: 'media.server.nameExists' }), expect.objectContaining({ FileName: 'broken.jpg', ErrorId: 'media.server.unreadable' })],
    });
    const unsupported = await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'tool.exe', bytes: new Uint8Array([1, 2]) }]);
    expect(unsupported.body).toMatchObject({ ResultCode: 'Import_Failed', ErrorId: 'importExport.server.fileTypeNotSupported', Uploaded: [] });
    expect((await mediaList(session, prGuid)).map((item) => item.FileName)).toEqual(['fine.png', 'site.jpg']);
  });

  it('deletes a project\'s media files and thumbnails with the project', async () => {
    const { prGuid, prId } = await projectWithPoint(session, 'MEDIA-PROJECT-GONE');
    const before = filesUnder(server.config.mediaDir).length;
    await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'a.jpg', bytes: await jpeg() }]);
    expect(filesUnder(server.config.mediaDir).length).toBe(before + 2);
    const deleted = await session.call('/ITWDataRestService_V1_0/SetProject', { action: 'DELETE', data: { PrID: prId, PrGuid: prGuid, PrCode: 'MEDIA-PROJECT-GONE' } });
    expect(deleted.body.ResultCode).toBe('Import_Succes');
    expect(filesUnder(server.config.mediaDir).length).toBe(before);
  });

  it('deletes an item with its file and thumbnail from the media folder', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-DELETE');
    const before = filesUnder(server.config.mediaDir).length;
    await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'a.jpg', bytes: await jpeg() }, { name: 'b.jpg', bytes: await jpeg() }]);
    expect(filesUnder(server.config.mediaDir).length).toBe(before + 4);
    const deleted = await session.call(`${media}/DeleteMedia`, { ProjectGuid: prGuid, Filename: 'a.jpg' });
    expect(deleted.body).toMatchObject({ ResultCode: 'Import_Succes', Deleted: ['a.jpg'] });
    expect(filesUnder(server.config.mediaDir).length).toBe(before + 2);
    expect((await mediaList(session, prGuid)).map((item) => item.FileName)).toEqual(['b.jpg']);
    const again = await session.call(`${media}/DownloadMediaThumbnail`, { ProjectGuid: prGuid, Filename: 'a.jpg' });
    expect(again.status).toBe(404);
  });

  it('keeps another licence out: its user neither lists, links, deletes nor uploads into the project', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-LICENCE');
    await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'mine.jpg', bytes: await jpeg() }]);
    const stranger = await server.addUser({ licenceNumber: 2000 + (dialect === 'postgres' ? 1 : 0), username: 'stranger' });
    const other = await server.login(stranger);
    for (const call of ['GetMediaList', 'GetLink', 'DeleteMedia']) {
      const answer = await other.call(`${media}/${call}`, { ProjectGuid: prGuid, Filename: 'mine.jpg' });
      expect(answer.status).toBe(404);
    }
    const upload = await uploadMultipart(server, other, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'theirs.jpg', bytes: await jpeg() }]);
    expect(upload.body).toMatchObject({ ResultCode: 'Import_Failed', ErrorId: 'media.server.projectNotFound' });
    expect((await mediaList(session, prGuid)).map((item) => item.FileName)).toEqual(['mine.jpg']);
  });

  it('answers a signed link that streams the file, and refuses a tampered one', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-LINK');
    const bytes = await jpeg(50, 50);
    await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid, MediaClassification: 'MapImages' }, [{ name: 'view.jpg', bytes }]);
    const link = await session.call(`${media}/GetLink`, { ProjectGuid: prGuid, Filename: 'view.jpg' });
    const response = await fetch(`${server.url}${String(link.body.Link)}`);
    expect([response.status, response.headers.get('content-type'), sha256(new Uint8Array(await response.arrayBuffer()))]).toEqual([200, 'image/jpeg', sha256(bytes)]);
    // The signature's first character changed to another (a fixed 'x' left one link in 64 untouched).
    const tampered = await fetch(`${server.url}${String(link.body.Link).replace(/sig=(.)/, (_all, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`)}`);
    expect(tampered.status).toBe(404);
  });

  it('takes one zip or klip through UploadZip, refuses a second zip and an unreadable one, and unpacks a session upload', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-ZIP');
    const klic = zipSync({ 'GI/levering.xml': new TextEncoder().encode('<levering/>') });
    const one = await uploadMultipart(server, session, 'UploadZip', { ProjectGuid: prGuid, MediaClassification: 'KLICFiles' }, [{ name: 'melding.klip', bytes: klic }]);
    expect(one.body).toMatchObject({ ResultCode: 'Import_Succes', Uploaded: ['melding.klip'] });
    const two = await uploadMultipart(server, session, 'UploadZip', { ProjectGuid: prGuid, MediaClassification: 'KLICFiles' }, [{ name: 'a.zip', bytes: klic }, { name: 'b.zip', bytes: klic }]);
    expect(two.body).toMatchObject({ ResultCode: 'Import_Failed', ErrorId: 'importExport.server.oneZipOnly', ResultMessage: 'Only one zip/klic file at a time.' });
    const broken = await uploadMultipart(server, session, 'UploadZip', { ProjectGuid: prGuid, MediaClassification: 'KLICFiles' }, [{ name: 'c.zip', bytes: new Uint8Array(100) }]);
    expect(broken.body).toMatchObject({ ResultCode: 'Import_Failed', ErrorId: 'media.server.unreadable' });
    const session_files = zipSync({ 'photos/p1.jpg': await jpeg(20, 20), 'p2.jpg': await jpeg(30, 30) });
    const unpacked = await uploadMultipart(server, session, 'SessionUploadMedia', { ProjectGuid: prGuid }, [{ name: 'project_files.zip', bytes: session_files }]);
    expect(unpacked.body).toMatchObject({ ResultCode: 'Import_Succes', Uploaded: ['p1.jpg', 'p2.jpg'] });
    expect((await mediaList(session, prGuid)).map((item) => item.FileName)).toEqual(['melding.klip', 'p1.jpg', 'p2.jpg']);
  });

  // The size rule lives in the stream, not the database: run once, on SQLite, to spare 200 MB of disk writes.
  it.runIf(dialect === 'sqlite')('refuses a file of 201 MB, sent streamed from a sparse file, and keeps nothing of it', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-LARGE');
    const folder = mkdtempSync(join(tmpdir(), 'media-large-'));
    const path = join(folder, 'huge.jpg');
    truncateSync(openSyncClose(path), 201 * 1024 * 1024);
    try {
      const before = filesUnder(server.config.mediaDir).length;
      const answer = await uploadMultipart(server, session, 'UploadMedia', { ProjectGuid: prGuid }, [{ name: 'huge.jpg', path }]);
      expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', ErrorId: 'importExport.server.fileTooLarge', ResultMessage: 'Maximum file size: huge.jpg is larger than 200 MB.' });
      expect(filesUnder(server.config.mediaDir).length).toBe(before);
      expect(await mediaList(session, prGuid)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('takes the spec\'s JSON body with base64 content as well', async () => {
    const { prGuid } = await projectWithPoint(session, 'MEDIA-JSON');
    const bytes = await jpeg(40, 40);
    const answer = await session.call(`${media}/UploadMedia`, { ProjectGuid: prGuid, Filename: 'json.jpg', MediaClassification: 'ProjectPhoto', FileContent: bytes.toString('base64') });
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Succes', Uploaded: ['json.jpg'] });
    expect((await mediaList(session, prGuid))[0]).toMatchObject({ FileName: 'json.jpg', Checksum: sha256(bytes) });
  });
}));

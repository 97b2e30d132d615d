import type { Generated } from 'kysely';

/** tblMedia of migration 0010: one media item's metadata; its file lies under the media folder (spec 02 section 3). */
export interface MediaTable {
  MeID: Generated<number>;
  PrID: number;
  /** The point whose gallery holds the picture, or null for the project's. */
  MpID: number | null;
  MeGuid: string;
  /** The name as uploaded. */
  FileName: string;
  /** FileName trimmed and in lower case: unique within the project. */
  NameKey: string;
  MediaClassification: string;
  /** MIME type answered on download. */
  MediaType: string;
  /** Bytes (bigint on PostgreSQL, read back as text there). */
  ByteSize: number | string;
  /** Hex SHA-256 of the file. */
  Checksum: string;
  /** File name inside the media folder: the guid with the extension. */
  StoredName: string;
  /** 0/1: a thumbnail lies beside it. */
  HasThumbnail: number;
  Width: number | null;
  Height: number | null;
  UploadedBy: string;
  UploadedAt: string;
  RowVersion: Generated<number>;
}

/** The tables migration 0010 adds. */
export interface MediaTables {
  tblMedia: MediaTable;
}

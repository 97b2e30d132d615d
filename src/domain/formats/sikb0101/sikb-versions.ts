/**
 * SIKB0101 versions (spec 02 section 9): the export offers 14.4.0, 14.7.0, 14.8.0 and 14.9.0; authorities
 * accept specific versions, so the user picks (DOMAIN-NOTES 'SIKB0101'). 14.8.0 and 14.9.0 differ only
 * in Document.documentType, which we do not write; both XSDs are public and validate our exports. No
 * public XSD of 14.4.0 or 14.7.0 was found, so those are written with the same structure, unvalidated.
 */
export const sikbExportVersions = ['14.4.0', '14.7.0', '14.8.0', '14.9.0'] as const;

/** A SIKB0101 version the export can write. */
export type SikbExportVersion = (typeof sikbExportVersions)[number];

/** The versions whose published XSD our exports are validated against in the tests. */
export const sikbValidatedVersions: readonly SikbExportVersion[] = ['14.8.0', '14.9.0'];

/** Whether a text names an export version. */
export function isSikbExportVersion(version: string): version is SikbExportVersion {
  return (sikbExportVersions as readonly string[]).includes(version);
}

/**
 * The import reads what a file says it is: project files of 14.4 and 14.8 and analysis files of 13.4,
 * 13.5 and 14.8 are named by the spec; older files (12.1, 14.2–14.5) are read where a public example
 * shows their shape (DOMAIN-NOTES: `metaData/database` dropped, results wrapped in an element).
 */
export function sikbMajorMinor(version: string | null): { major: number; minor: number } | null {
  const match = /^(\d+)\.(\d+)/.exec(version ?? '');
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

import { strFromU8, unzipSync } from 'fflate';

/**
 * A KLIC delivery (spec 02 section 2, 'Map'; KLICFiles media of section 3): a zip (.zip or .klip) with
 * the IMKL GML 3.2 file of each network operator, beside images and PDFs of the same delivery. Pure:
 * this finds the IMKL documents; the map reads their geometries.
 */

/** One IMKL document of a delivery: its path in the zip and its text. */
export interface ImklDocument {
  path: string;
  text: string;
}

/** The delivery's IMKL documents, or why it has none: not a zip, or a zip without IMKL GML. */
export type KlicDelivery = { ok: true; documents: ImklDocument[] } | { ok: false; reason: 'notZip' | 'noImkl' };

/** IMKL (WION) documents name their namespace, e.g. http://www.geostandaarden.nl/imkl/wibon. */
const imklNamespace = /xmlns(?::\w+)?\s*=\s*["']http:\/\/www\.geostandaarden\.nl\/imkl\//;

/** Reads a KLIC zip's IMKL GML documents (.xml or .gml), in path order; other files are left out. */
export function klicDelivery(bytes: Uint8Array): KlicDelivery {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => /\.(?:xml|gml)$/i.test(file.name) });
  } catch {
    return { ok: false, reason: 'notZip' };
  }
  const documents = Object.entries(entries)
    .map(([path, content]) => ({ path, text: strFromU8(content) }))
    .filter((document) => imklNamespace.test(document.text.slice(0, 4096)))
    .sort((a, b) => a.path.localeCompare(b.path));
  return documents.length > 0 ? { ok: true, documents } : { ok: false, reason: 'noImkl' };
}

/**
 * A theme or network type as IMKL gives it, a code-list address
 * ('http://definities.geostandaarden.nl/imkl2015/id/waarde/Thema/laagspanning'), as its last part ('laagspanning').
 */
export function imklCodeOf(href: string): string {
  const trimmed = href.trim().replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** The system of IMKL coordinates without an srsName: RD New (the IMKL standard's system). */
export const imklDefaultSystem = 'EPSG:28992';

import type { ImportOutcome } from '../format-result';
import { findElement, parseXml, textAt, type XmlNode } from '../shared/xml-read';
import { readSikb0101, type SikbDocument } from '../sikb0101/sikb-reader';

/** A BRO SAD request read: registration or correction, its regime, BRO ID and reason, and the SIKB0101 project it carries. */
export interface SadRequest {
  kind: 'registration' | 'correction';
  qualityRegime: string | null;
  broId: string | null;
  correctionReason: string | null;
  deliveryAccountableParty: string | null;
  project: SikbDocument;
}

/**
 * Reads a BRO SAD registration or correction request (issad 1.1, spec 02 section 9: 'SAD IMBRO and IMBRO/A
 * registration and correction'): the request's own fields and the SIKB0101 14.9 collection inside it.
 */
export function readSadRequest(text: string, options: { fileName: string; newGuid?: () => string }): ImportOutcome<SadRequest> {
  const project = readSikb0101(text, options);
  if (!project.ok) return project;
  const root: XmlNode = parseXml(text);
  const field = (name: string) => textAt(findElement(root, name, 2));
  return {
    ok: true,
    value: {
      kind: findElement(root, 'correctionRequest', 0) ? 'correction' : 'registration',
      qualityRegime: field('qualityRegime'),
      broId: field('broId'),
      correctionReason: field('correctionReason'),
      deliveryAccountableParty: field('deliveryAccountableParty'),
      project: project.value,
    },
    log: project.log,
  };
}

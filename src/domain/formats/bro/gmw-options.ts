import type { QualityRegime } from './bro-objects';

/**
 * What a GMW (groundwater monitoring well) construction delivery needs beyond the field data (isgmw 1.1
 * GMW_Construction): parties, standards and the tube's make. Each is a code of the GMW list named in
 * the comment (codeSpace urn:bro:gmw:…); the pre-export step asks the user for them.
 */
export interface GmwOptions {
  qualityRegime: QualityRegime;
  /** KvK of the delivering party and of the owner, eight digits. */
  deliveryAccountableParty: string;
  owner: string;
  /** Construction date, 'YYYY-MM-DD', when the point has no date of its own. */
  reportDate: string;
  deliveryContext: string;
  constructionStandard: string;
  initialFunction: string;
  wellHeadProtector: string;
  horizontalPositioningMethod: string;
  groundLevelPositioningMethod: string;
  tubeType: string;
  tubeStatus: string;
  tubeTopPositioningMethod: string;
  tubePackingMaterial: string;
  tubeMaterial: string;
  glue: string;
  sockMaterial: string;
  /** Height of the tube top above ground level in metres (0 for a flush-mounted tube). */
  tubeTopAboveGround: number;
}

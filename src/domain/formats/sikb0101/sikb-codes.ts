/**
 * SIKB0101 domain-table codes the reader and writer use, as URNs (immetingen and imsikb0101 domain
 * tables, version 2020-06; copies in relluf/veldapps-imsikb `tools/immetingen/xmls/*.xml`; the role
 * numbers also in DOMAIN-NOTES 'SIKB0101').
 */

/** A domain-table code as SIKB0101 writes it: 'urn:immetingen:<list>:id:<id>'. */
export const urn = (list: string, id: number | string) => `urn:immetingen:${list}:id:${id}`;

/** The number at the end of a domain-table URN of `list` ('urn:immetingen:Kleur:id:10' → 10), case-insensitive. */
export function urnId(value: string | null | undefined, list: string): number | null {
  const match = new RegExp(`^urn:(?:immetingen|imsikb0101):${list}:id:(\\d+)$`, 'i').exec(value?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** RelatedSamplingFeatureRollen: how sampling features hang together. */
export const ROLE = {
  hasSample: 1, hasLayer: 2, hasFinishing: 3, partOf: 4, hasFilter: 5, inBorehole: 6, inFilter: 7, inMixedSample: 9, hasPartSample: 10,
} as const;

/** Hoedanigheid of a depth: below surface (MAAIVD). */
export const DEPTH_CONDITION = urn('Hoedanigheid', 11);
/** Hoedanigheid of a height: against NAP. */
export const HEIGHT_CONDITION = urn('Hoedanigheid', 12);

/** Eenheid of depths: centimetre. */
export const UNIT_CM = urn('Eenheid', 19);
/** Eenheid of heights: metre. */
export const UNIT_M = urn('Eenheid', 115);

/** KenmerkBodemlaag indicators of a layer characteristic. */
export const LAYER_INDICATOR = { mainColour: 4, secondColour: 5, colourShade: 6, soilName: 11, median: 12 } as const;

/** Bodemsoort, group 'NEN-omschrijving' (ids 1–34) and the main names of group 'Hoofdnaam' (35–39). */
export const SOIL_NAME_IDS: Readonly<Record<string, number>> = {
  Zs1: 1, Zs2: 2, Zs3: 3, Zs4: 4, Zk: 5, Ks1: 6, Ks2: 7, Ks3: 8, Ks4: 9, Kz1: 10, Kz2: 11, Kz3: 12, Lz1: 13, Lz3: 14,
  Vm: 15, Vk1: 16, Vk3: 17, Vz1: 18, Vz3: 19, Gs: 20, Gz1: 21, Gz2: 22, Gz3: 23, Gz4: 24, Sk1: 25, Sk3: 26,
  Ss1: 27, Ss2: 28, Ss3: 29, Ss4: 30, Sz1: 31, Sz2: 32, Sz3: 33, S: 34, Z: 35, K: 36, L: 37, V: 38, G: 39,
};

/** Kleur: our colour codes (code list 'colours') to SIKB colours; olive has none. */
export const COLOUR_IDS: Readonly<Record<string, number>> = { WI: 1, GR: 2, ZW: 3, RO: 4, OR: 5, GE: 6, GN: 7, BL: 8, PA: 9, BR: 10, BE: 12 };

/** Kleursterkte: our shades to SIKB colour strengths. */
export const SHADE_IDS: Readonly<Record<string, number>> = { LI: 2, DO: 4 };

/** GrondsoortMediaan: sand median classes to SIKB median words; gravel medians have no class of their own. */
export const MEDIAN_IDS: Readonly<Record<string, number>> = { ZUF: 3, ZZF: 4, ZMF: 5, ZMG: 9, ZZG: 8, ZUG: 7 };

/**
 * Compartiment of a sample by our matrix code (spec 01 section 3). Soil air is written as air (LT);
 * ambient air, cleaning and stagnant water have no compartment and are written as 'overig'.
 */
export const COMPARTMENT_IDS: Readonly<Record<string, number>> = {
  GR: 1, GW: 2, AW: 3, OW: 4, '14': 5, OV: 6, SL: 7, DW: 11, BL: 16, UW: 34,
};

/** Monstertype: a sample taken in the field, and a sample the lab analyses (analysis sample). */
export const SAMPLE_TYPE = { field: 1, labMixed: 2, analysis: 10 } as const;

/** MonsterVerpakking: a bottle of a water sample, a jar of soil. */
export const PACKAGE_TYPE = { bottle: 1, jar: 2 } as const;

/** MeetObjectSoort of a measurement point by our type code: a borehole, or one with a gauging tube. */
export const POINT_TYPE_IDS: Readonly<Record<string, number>> = { B: 1, PB: 6 };

/**
 * Eenheid of an observation by our unit code (codes/observation-properties): 8, 19 and 44 are the
 * spec's and the same in SIKB; ours for dimensionless, µS/cm, mV, NTU, mg/l, ppm and minutes map to
 * theirs.
 */
export const OBSERVATION_UNIT_IDS: Readonly<Record<number, number>> = { 0: 119, 8: 8, 19: 19, 44: 44, 101: 18, 102: 75, 103: 258, 104: 60, 105: 132, 106: 229 };

/** Parameter of a field measurement by our observation property code (immetingen 'parameter' table). */
export const OBSERVATION_PARAMETER_IDS: Readonly<Record<string, number>> = { PH: 1398, EC: 3548, TEMP: 1522, GWL: 4724, PID: 5169 };

/** The key of a record whose value is `id`, or null. */
export function keyOf<K extends string | number>(table: Readonly<Record<K, number>>, id: number | null): K | null {
  if (id === null) return null;
  const entry = Object.entries(table).find(([, value]) => value === id);
  return entry ? (entry[0] as K) : null;
}

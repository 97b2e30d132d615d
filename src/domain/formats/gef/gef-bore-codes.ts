import { GRAVEL_MEDIAN_CODES, SAND_MEDIAN_CODES } from '../../soil/median-class';

/**
 * The GEF-BORE code tables the reader sorts a layer's text fields by (GEF-BORE Report tables 2.19–2.21
 * and 2.24, as listed by bedrock-engineer/gef-parser-ts `src/gef-bore-codes.ts`).
 */

/** Table 2.20, main colours. */
export const GEF_MAIN_COLOURS = ['BL', 'BR', 'GE', 'GN', 'GR', 'OL', 'OR', 'PA', 'RO', 'WI', 'RZ', 'ZW'] as const;

/** Table 2.20, intensity ('licht', 'donker'), written before the colours. */
export const GEF_COLOUR_SHADES = ['LI', 'DO'] as const;

/** Table 2.19, second colour: 'T' and a main colour ('TBR' bruin-). */
export const GEF_SECOND_COLOURS = GEF_MAIN_COLOURS.map((colour) => `T${colour}`);

/** Tables 2.21 and 2.24: the median classes, the same codes the domain's median class uses. */
export const GEF_MEDIAN_CODES: readonly string[] = [...SAND_MEDIAN_CODES, ...GRAVEL_MEDIAN_CODES];

/** Table 2.15 special code 'niet benoemd': a layer that is not described, written for a layer without soil code. */
export const GEF_NOT_DESCRIBED = 'NBE';
/** Table 2.15 special code 'geen monster': no sample came up; kept as the layer's remark. */
export const GEF_NO_SAMPLE = 'GM';

/**
 * GEF-BORE column quantities (DOMAIN-NOTES 'GEF-BORE'; table 2.18): 1 top and 2 bottom of the layer are
 * required; 3–7 are percentages; 8 sand median and 9 gravel median.
 */
export const GEF_QUANTITY = {
  top: 1, bottom: 2, lutum: 3, silt: 4, sand: 5, gravel: 6, organic: 7, sandMedian: 8, gravelMedian: 9,
} as const;

/** The layer field each optional GEF column fills; sand % and a second median have no field of their own. */
export const GEF_PERCENT_FIELDS = [
  { quantity: GEF_QUANTITY.lutum, field: 'LaLutumPerc', name: 'Lutum percentage', unit: '%' },
  { quantity: GEF_QUANTITY.silt, field: 'LaSiltPerc', name: 'Silt percentage', unit: '%' },
  { quantity: GEF_QUANTITY.gravel, field: 'LaGravelPerc', name: 'Grind percentage', unit: '%' },
  { quantity: GEF_QUANTITY.organic, field: 'LaHumusPerc', name: 'Organische stof percentage', unit: '%' },
  { quantity: GEF_QUANTITY.sandMedian, field: 'LaM50', name: 'Zandmediaan', unit: 'um' },
] as const;

/** Value written in an empty numeric field (#COLUMNVOID). */
export const GEF_VOID = -9999.99;

import type { AdditionType, SoilGrade, SoilType } from '../soil/soil-name-types';

/**
 * How a borehole log draws each NEN 5104 main soil type: the fill colour and the hatch of the
 * convention Dutch borehole logs (and BRO's presentation of NEN 5104 descriptions) follow — gravel
 * orange with circles, sand yellow with dots, loam yellow-green with dots and dashes, clay green with
 * diagonal lines, peat brown with horizontal dashes, mud grey-blue with waves. One table, used by the
 * SVG, the PNG and the PDF alike; a layer without a known type is drawn white and hatched as 'unknown'.
 */
export const soilLegend: Record<SoilType, { fill: string; pattern: string }> = {
  G: { fill: '#F0A848', pattern: 'circles' },
  Z: { fill: '#F7E463', pattern: 'dots' },
  L: { fill: '#C9D67A', pattern: 'dotsDashes' },
  K: { fill: '#6FB46A', pattern: 'diagonal' },
  V: { fill: '#9B6B3C', pattern: 'horizontal' },
  S: { fill: '#8FA6B8', pattern: 'waves' },
};

/** The colour and hatch of a layer whose soil type is not recorded. */
const unknownSoil = { fill: '#FFFFFF', pattern: 'unknown' } as const;

/**
 * Admixtures ('toevoegingen') are drawn over the main soil in the hatch of the soil they add: s silt as
 * fine lines, z sand as dots, k clay as diagonal lines, h humus as short dark dashes, g gravel as circles
 * (m, mineral-poor peat, adds nothing to draw).
 */
export const additionPattern: Record<AdditionType, string | null> = {
  s: 'fineLines',
  z: 'dots',
  k: 'diagonal',
  h: 'humus',
  g: 'circles',
  m: null,
};

/** How strongly an admixture's hatch shows by its grade: 1 zwak … 4 uiterst (DOMAIN-NOTES 'Soil naming'); no grade draws as zwak. */
export function additionOpacity(grade: SoilGrade | null): number {
  return [0.3, 0.3, 0.5, 0.7, 0.9][grade ?? 1] ?? 0.3;
}

/** The legend entry of a soil type code ('Z'), or the unknown entry for anything else. */
export function legendOf(soilType: string | null | undefined): { fill: string; pattern: string } {
  return soilType && soilType in soilLegend ? soilLegend[soilType as SoilType] : unknownSoil;
}

import { GRAVEL_TRIANGLE, MINERAL_TRIANGLE, ORGANIC_TRIANGLE } from './nen5104-boundaries';
import type { MineralShares, SoilFractions } from './soil-fractions';
import { mineralShares } from './soil-fractions';
import type { MainSoilName, SoilGrade } from './soil-name-types';
import { gradeFor, reaches, reachesOrganicLine, roundPercentage } from './soil-thresholds';

const organic = ORGANIC_TRIANGLE;
const gravel = GRAVEL_TRIANGLE;
const mineral = MINERAL_TRIANGLE;

function named(soilType: MainSoilName['soilType'], type?: 's' | 'z' | 'k' | 'm', gradation?: SoilGrade | null): MainSoilName {
  return { soilType, addition: type ? { type, gradation: gradation ?? null } : null };
}

/**
 * Peat from the organic matter – lutum – (silt+sand) triangle, on dry matter with gravel counted as
 * non-lutum mineral: Vm, Vk1/Vz1 above the weakly-mixed line, Vk3/Vz3 below it; null when not peat.
 */
function peatName(fractions: SoilFractions): MainSoilName | null {
  const { organic: matter, lutum } = fractions;
  if (!reachesOrganicLine(organic.peat, matter, lutum)) return null;
  if (reachesOrganicLine(organic.peatMineralPoor, matter, lutum)) return named('V', 'm');
  const weaklyMixed = reachesOrganicLine(organic.peatWeaklyMixed, matter, lutum);
  const clayey = reaches(lutum, weaklyMixed ? organic.peatClayeyLutumWeak : organic.peatClayeyLutumStrong);
  return named('V', clayey ? 'k' : 'z', weaklyMixed ? 1 : 3);
}

/** Gravel from the lutum+silt – sand – gravel triangle (dry matter): Gs, Gz1–Gz4, or G without sand; null when not gravel. */
function gravelName(fractions: SoilFractions): MainSoilName | null {
  if (!reaches(fractions.gravel, gravel.gravelSoil)) return null;
  if (reaches(fractions.lutum + fractions.silt, gravel.siltyGravelFines)) return named('G', 's');
  if (fractions.sand <= 0) return named('G');
  return named('G', 'z', gradeFor<SoilGrade>(fractions.sand, gravel.sandyGravel, 1));
}

function sandName(shares: MineralShares): MainSoilName {
  if (shares.fines <= 0) return named('Z');
  if (reaches(shares.lutum, mineral.clayeySandLutum) && !reaches(shares.fines, mineral.clayeySandMaxFines)) {
    return named('Z', 'k');
  }
  return named('Z', 's', gradeFor<SoilGrade>(shares.fines, mineral.siltySand, 1));
}

function loamName(shares: MineralShares): MainSoilName {
  if (shares.sand <= 0) return named('L');
  return named('L', 'z', gradeFor<SoilGrade>(shares.sand, mineral.sandyLoam, 1));
}

/** Lutum (%) on the straight line between leem (below) and uiterst siltige klei (above) at a given sand share. */
export function loamClayLutum(sand: number): number {
  const { lutumAtHalfSand, lutumWithoutSand } = mineral.loamClayLine;
  return roundPercentage(lutumWithoutSand + ((lutumAtHalfSand - lutumWithoutSand) * sand) / 50);
}

/** Zand, klei or leem from the lutum – silt – sand triangle (shares of lutum + silt + sand). */
function mineralName(shares: MineralShares): MainSoilName {
  const { lutum, sand } = shares;
  if (!reaches(lutum, mineral.clayLutum)) {
    return reaches(shares.fines, mineral.sandMaxFines) ? loamName(shares) : sandName(shares);
  }
  // Above the first silty-clay step (25 % lutum) the grade alone names the clay; below it, Ks4 needs the loam line.
  const siltyClayGrade = gradeFor<SoilGrade>(lutum, mineral.siltyClay, 4);
  if (siltyClayGrade < 4) return lutum >= 100 ? named('K') : named('K', 's', siltyClayGrade);
  if (reaches(sand, mineral.sandyClaySand)) return named('K', 'z', gradeFor<SoilGrade>(lutum, mineral.sandyClay, 3));
  const aboveLoam = reaches(lutum, { value: loamClayLutum(sand), includesValue: mineral.loamClayLine.includesValue });
  return aboveLoam ? named('K', 's', 4) : loamName(shares);
}

/**
 * The main name (DOMAIN-NOTES 'Soil naming'): the organic triangle first (peat), then the gravel triangle,
 * then the lutum – silt – sand triangle for everything else.
 */
export function mainSoilName(fractions: SoilFractions): MainSoilName {
  return peatName(fractions) ?? gravelName(fractions) ?? mineralName(mineralShares(fractions));
}

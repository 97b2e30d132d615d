/**
 * Soil class codes (spec 01 sections 4 and 9): G grind, Z zand, K klei, L leem, V veen and S slib. 'S' is
 * 'Slib' in SIKB's NEN code list 'Bodemsoort' (with Sk1, Ss1–Ss4, Sz1–Sz3); slib is told apart by its
 * water content, which no percentage shows, so classification from percentages never returns it.
 */
export type SoilType = 'G' | 'Z' | 'K' | 'L' | 'V' | 'S';

/**
 * NEN 5104 addition letters ('toevoegingen'): s siltig, z zandig, k kleiig, h humeus, g grindig, and m
 * mineraalarm, which only peat takes (Vm).
 */
export type AdditionType = 's' | 'z' | 'k' | 'h' | 'g' | 'm';

/** Grade of an addition: 1 zwak, 2 matig, 3 sterk, 4 uiterst (DOMAIN-NOTES 'Soil naming'). */
export type SoilGrade = 1 | 2 | 3 | 4;

/** One addition of a soil name, e.g. s1 in Zs1; names without a grade (Zk, Gs, Vm) carry null. */
export interface SoilAddition {
  type: AdditionType;
  gradation: SoilGrade | null;
}

/** The main soil type with the addition its own triangle gives it, before humus and gravel are added. */
export interface MainSoilName {
  soilType: Exclude<SoilType, 'S'>;
  addition: SoilAddition | null;
}

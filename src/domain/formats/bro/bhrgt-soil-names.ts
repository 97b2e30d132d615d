import type { SoilAddition, SoilGrade, SoilType } from '../../soil/soil-name-types';

/**
 * NEN 5104 names in the BRO code list SoilNameNEN5104 (BHR_GT_Codelijsten.csv; IMBRO/A only): the main
 * name with its first addition, as the 'NEN-omschrijving' group of SIKB's Bodemsoort lists them.
 */
export const NEN5104_NAMES: Readonly<Record<string, string>> = {
  Gs: 'siltigGrind', Gz1: 'zwakZandigGrind', Gz2: 'matigZandigGrind', Gz3: 'sterkZandigGrind', Gz4: 'uiterstZandigGrind',
  Vm: 'mineraalarmVeen', Vk1: 'zwakKleiigVeen', Vk3: 'sterkKleiigVeen', Vz1: 'zwakZandigVeen', Vz3: 'sterkZandigVeen',
  Ks1: 'zwakSiltigeKlei', Ks2: 'matigSiltigeKlei', Ks3: 'sterkSiltigeKlei', Ks4: 'uiterstSiltigeKlei',
  Kz1: 'zwakZandigeKlei', Kz2: 'matigZandigeKlei', Kz3: 'sterkZandigeKlei', Lz1: 'zwakZandigeLeem', Lz3: 'sterkZandigeLeem',
  Zk: 'kleiigZand', Zs1: 'zwakSiltigZand', Zs2: 'matigSiltigZand', Zs3: 'sterkSiltigZand', Zs4: 'uiterstSiltigZand',
};

/** Gravel and humus grades as the NEN 5104 classes of the BRO lists (IMBRO/A only). */
const gradeWords = ['', 'zwak', 'matig', 'sterk'] as const;

/** GravelContentClassNEN5104 of a grindig grade, 'nietGrindig' without one. */
export function gravelClass(grade: SoilGrade | null | undefined): string {
  return grade ? `${gradeWords[Math.min(grade, 3)]}Grindig` : 'nietGrindig';
}

/** OrganicMatterContentClassNEN5104 of a humeus grade, 'nietHumeus' without one. */
export function organicClass(grade: SoilGrade | null | undefined): string {
  return grade ? `${gradeWords[Math.min(grade, 3)]}Humeus` : 'nietHumeus';
}

const mainNames: Readonly<Record<SoilType, string>> = { G: 'grind', Z: 'zand', K: 'klei', L: 'silt', V: 'veen', S: 'silt' };

/**
 * The geotechnical soil name (BRO list GeotechnicalSoilName, after NEN-EN-ISO 14688-1) for a NEN 5104
 * name. There is no one-to-one conversion: NEN 5104 grades admixtures by share of dry matter, ISO 14688
 * by behaviour. This table keeps the main soil and turns a moderate or stronger admixture into the ISO
 * qualifier (zwak/sterk for sand, siltig/kleiig otherwise); leem is silt, slib (S) is written as silt.
 */
export function geotechnicalSoilName(soilType: SoilType, additions: readonly SoilAddition[]): string {
  const main = mainNames[soilType];
  const first = additions.find((addition) => addition.type === 's' || addition.type === 'z' || addition.type === 'k');
  const gravel = additions.find((addition) => addition.type === 'g');
  const strong = (grade: SoilGrade | null) => (grade ?? 2) >= 3;
  if (soilType === 'G') {
    if (first?.type === 'z') return strong(first.gradation) ? 'sterkZandigGrind' : 'zwakZandigGrind';
    if (first?.type === 's') return 'siltigGrind';
    if (first?.type === 'k') return 'kleiigGrind';
    return 'grind';
  }
  if (soilType === 'V') {
    if (first?.type === 'z') return strong(first.gradation) ? 'sterkZandigVeen' : 'zwakZandigVeen';
    if (first?.type === 's') return 'siltigVeen';
    if (first?.type === 'k') return 'kleiigVeen';
    return 'veen';
  }
  if (soilType === 'Z') {
    const withGravel = gravel !== undefined;
    if (first?.type === 'k') return withGravel ? 'kleiigZandMetGrind' : 'kleiigZand';
    if (first?.type === 's' && (first.gradation ?? 1) >= 2) return withGravel ? 'siltigZandMetGrind' : 'siltigZand';
    if (withGravel) return strong(gravel.gradation) ? 'sterkGrindigZand' : 'zwakGrindigZand';
    return 'zand';
  }
  const sandy = first?.type === 'z' ? (strong(first.gradation) ? 'sterkZandig' : 'zwakZandig') : null;
  if (soilType === 'K') {
    if (sandy) return gravel ? `${sandy}eKleiMetGrind` : `${sandy}eKlei`;
    return gravel ? (strong(gravel.gradation) ? 'sterkGrindigeKlei' : 'zwakGrindigeKlei') : main;
  }
  if (sandy) return gravel ? `${sandy}SiltMetGrind` : `${sandy}Silt`;
  return gravel ? (strong(gravel.gradation) ? 'sterkGrindigSilt' : 'zwakGrindigSilt') : main;
}

/** The main soil letter of a geotechnical soil name, for reading BRO documents without a NEN 5104 name. */
export function soilTypeOfGeotechnicalName(name: string): SoilType | null {
  const lower = name.toLowerCase();
  const order: [string, SoilType][] = [['veen', 'V'], ['klei', 'K'], ['silt', 'L'], ['zand', 'Z'], ['grind', 'G']];
  const ends = order.find(([word]) => lower.endsWith(word) || lower.endsWith(`${word}metgrind`) || lower.includes(`${word}met`));
  return ends ? ends[1] : null;
}

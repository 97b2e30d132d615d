import type { GeneralCodesTable } from '../db/schema';
import { coordinateSystems } from '../../src/domain/coordinates/coordinate-systems';
import type { CoordinateSystem } from '../../src/domain/coordinates/coordinate-system';
import { code, codeCategories, sameEverywhere, seedLanguages } from './code-list-types';
import type { SeedCode, SeedCodeList } from './code-list-types';
import { fieldCodeLists } from './code-lists-field';
import { labCodeLists } from './code-lists-lab';
import { projectCodeLists } from './code-lists-project';
import { soilCodeLists } from './code-lists-soil';

/** Category ids of every list, the spec's and ours (documented in code-list-types.ts). */
export { codeCategories } from './code-list-types';

/** The self-defined system's name is our own words, so it is translated (locales: coordinates.system.local). */
const localSystemTexts = [
  'Zelfgedefinieerd (lokaal) stelsel', 'Self-defined (local) system', 'Système défini par l\'utilisateur (local)',
  'Sistema definido por el usuario (local)', 'Selbst definiertes (lokales) System', 'Sistema definito dall\'utente (locale)',
] as const;

/** A coordinate system as a code of category 37: EPSG code, bounds and fraction digits as extras (spec 01 section 3). */
function coordinateSystemCode(system: CoordinateSystem): SeedCode {
  const extra = {
    EPSG: system.epsg,
    Wgs84Bounds: system.wgs84Bounds,
    ProjectedBounds: system.projectedBounds,
    FractionDigits: system.fractionDigits,
  };
  // EPSG names are proper names: the same in every language.
  return system.labelKey ? code(system.code, localSystemTexts, extra) : { ...sameEverywhere(system.name, extra), code: system.code };
}

/**
 * Every seeded code list (issue 'Data service', deliver 3): coordinate systems (37) taken from the
 * domain's table so the two never disagree, then project, field-work and soil lists.
 */
export const codeLists: readonly SeedCodeList[] = [
  { categoryId: codeCategories.coordinateSystems, name: 'coordinate systems', codes: coordinateSystems.map(coordinateSystemCode) },
  ...projectCodeLists,
  ...fieldCodeLists,
  ...soilCodeLists,
  ...labCodeLists,
];

/** A row of tblGeneralCodes as the migration inserts it (GcID is assigned by the database). */
export type GeneralCodeSeedRow = Omit<GeneralCodesTable, 'GcID'>;

/** Every code of every list in all six languages, GcOrder following each list's order from 1. */
export function generalCodeSeedRows(lists: readonly SeedCodeList[] = codeLists): GeneralCodeSeedRow[] {
  return lists.flatMap((list) => list.codes.flatMap((entry, index) => seedLanguages.map((language, languageIndex) => ({
    GcCategoryID: list.categoryId,
    GcCode: entry.code,
    GcDescription: entry.texts[languageIndex] ?? entry.texts[1],
    GcLanguage: language,
    GcOrder: index + 1,
    GcExtraJson: entry.extra === undefined ? null : JSON.stringify(entry.extra),
  }))));
}

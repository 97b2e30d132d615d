import { codeListCategories } from '../../src/domain/entities/general-code';
import type { ServerLanguageCode } from '../../src/domain/language/language-codes';

/**
 * The six languages every code list is seeded in, as GcLanguage holds them: the 3-letter codes the
 * client sends as LanguageCode (spec 01 section 1), in the order of `Texts`.
 */
export const seedLanguages = ['nld', 'eng', 'fra', 'spa', 'deu', 'ita'] as const satisfies readonly ServerLanguageCode[];

/** One description per language, in the order of seedLanguages: Dutch, English, French, Spanish, German, Italian. */
export type Texts = readonly [nld: string, eng: string, fra: string, spa: string, deu: string, ita: string];

/** One code of a list: GcCode, its description in six languages, and optional extras (GcExtraJson). */
export interface SeedCode {
  code: string;
  texts: Texts;
  extra?: Readonly<Record<string, unknown>>;
}

/** One code list (a GcCategoryID) with its codes in display order (GcOrder). */
export interface SeedCodeList {
  categoryId: number;
  /** English name, for documentation and tests only. */
  name: string;
  codes: readonly SeedCode[];
}

/**
 * Code-list categories: the spec's own (37 coordinate systems, 3 lab status, 84 summary and
 * conclusion types, 85 concerned company types, 86 contact person functions; spec 01 sections 3
 * and 9) and ours, numbered from 1001 so they never meet a category the spec may name later.
 */
export const codeCategories = {
  ...codeListCategories,
  matrices: 1001,
  soilTypes: 1002,
  additionTypes: 1003,
  gradations: 1004,
  medianCodes: 1005,
  colours: 1006,
  colourShades: 1007,
  consistencies: 1008,
  odourTypes: 1009,
  odourIntensities: 1010,
  finishingTypes: 1011,
  pointTypes: 1012,
  referencePlaneTypes: 1013,
  referencePointTypes: 1014,
  pumpTypes: 1015,
  sampleTakers: 1016,
  drillingMasters: 1017,
  packagingTypes: 1018,
  units: 1019,
  projectPhases: 1020,
  projectTypes: 1021,
  projectLeaders: 1022,
  conclusionFollowUps: 1023,
  oilWaterReactions: 1024,
  asbestosSampleTypes: 1025,
  // The lab assignment's lists (code-lists-lab.ts); numbered apart from the field lists above.
  labs: 1031,
  labUrgencies: 1032,
  labPriceAgreements: 1033,
} as const;

/** A code with its six descriptions (Dutch, English, French, Spanish, German, Italian). */
export function code(value: string, texts: Texts, extra?: Readonly<Record<string, unknown>>): SeedCode {
  return extra === undefined ? { code: value, texts } : { code: value, texts, extra };
}

/**
 * A code whose text is the same in every language: a person's name or a registry name. Used for the
 * lists whose full text is stored instead of an id (spec 01 section 3), where GcCode is that text.
 */
export function sameEverywhere(text: string, extra?: Readonly<Record<string, unknown>>): SeedCode {
  return code(text, [text, text, text, text, text, text], extra);
}

/**
 * Every NEN 5104 classification boundary in one table (spec 01 section 4; DOMAIN-NOTES 'Soil naming').
 * NEN 5104 publishes its triangles as figures only, so each number below is reconstructed from public
 * text that describes the same areas in words, and names its source. A correction is a one-line change.
 * Percentages are of dry matter unless a comment names another basis; medians are micrometres.
 */

/** Public texts the boundaries come from (title and address), keyed for the `source` of each boundary. */
export const NEN5104_SOURCES = {
  broSoilName:
    'BRO code list urn:bro:bhrg:SoilNameNEN5104 (definitions of every NEN 5104 soil name in percentages), ' +
    'https://publiek.broservices.nl/bro/refcodes/v1/codes?domain=urn%3Abro%3Abhrg%3ASoilNameNEN5104 ' +
    '(copy: github.com/bedrock-engineer/bro-xml-parser-ts src/reference-codes/bhrg-soil-name-nen5104.ts)',
  broOrganicClass:
    'BRO code list urn:bro:bhrg:OrganicMatterContentClassNEN5104 (zwak/matig/sterk humeus, with the higher ' +
    'limits for clay), https://publiek.broservices.nl/bro/refcodes/v1/codes?domain=urn%3Abro%3Abhrg%3AOrganicMatterContentClassNEN5104',
  broGravelClass:
    'BRO code list urn:bro:bhrg:GravelContentClass (zwak < 5, matig 5-15, sterk 15-30 % grind), ' +
    'https://publiek.broservices.nl/bro/refcodes/v1/codes?domain=urn%3Abro%3Abhrg%3AGravelContentClass',
  broSandMedian:
    'BRO code list urn:bro:bhrg:SandMedianClass (NEN 5104 classes 63-105-150-210-300-420-2000 µm), ' +
    'https://publiek.broservices.nl/bro/refcodes/v1/codes?domain=urn%3Abro%3Abhrg%3ASandMedianClass',
  broGravelMedian:
    'BRO code list urn:bro:bhrg:GravelMedianClass (NEN 5104 classes 2-5.6-16-63 mm), ' +
    'https://publiek.broservices.nl/bro/refcodes/v1/codes?domain=urn%3Abro%3Abhrg%3AGravelMedianClass',
  gravelThirtyPercent:
    "Inpijn-Blokpoel, 'Q&A NEN-EN-ISO 14688' (under NEN 5104 a soil was called grind at 30 % gravel or more), " +
    'http://www.inpijn-blokpoel.com/diensten/geotechnischlaboratorium/nen-en-iso-14688-identificeren-en-classificeren-grond/qa-nen-en-iso-14688',
  spec: 'Spec 01 section 4 (median classes for sand and gravel)',
} as const;

/** Key of a source in NEN5104_SOURCES. */
export type Nen5104SourceId = keyof typeof NEN5104_SOURCES;

/** A straight boundary on one axis: reaching it moves a sample into the next class. */
export interface Threshold {
  readonly value: number;
  /** True when a value exactly on the boundary already belongs to the next class ('from 105', 'at least 30'). */
  readonly includesValue: boolean;
  readonly source: Nen5104SourceId;
}

/** A threshold that sets a grade (1 zwak, 2 matig, 3 sterk, 4 uiterst) once reached. */
export interface GradeStep extends Threshold {
  readonly grade: 1 | 2 | 3 | 4;
}

/**
 * A skewed line of the organic matter – lutum – (silt+sand) triangle: the organic matter a sample needs to
 * cross it is `withoutLutum` on the silt+sand side and rises in a straight line to `withoutSiltSand` where
 * silt+sand is 0 (so more lutum needs more organic matter). In every BRO definition the second is twice the first.
 */
export interface OrganicLine {
  readonly withoutLutum: number;
  readonly withoutSiltSand: number;
  readonly includesValue: boolean;
  readonly source: Nen5104SourceId;
}

/** An OrganicLine that sets a humeus grade once reached. */
export interface OrganicGradeStep extends OrganicLine {
  readonly grade: 1 | 2 | 3;
}

/**
 * Organic matter – lutum – (silt+sand) triangle; basis: dry matter, gravel counted with silt+sand as non-lutum
 * mineral (BRO: '% van de massa'). The BRO texts give each line's two ends only; that the lines are straight
 * between them is a reconstruction of the NEN 5104 figure.
 */
export const ORGANIC_TRIANGLE = {
  humic: [
    // 'zwakHumeus: organische stof is aanwezig' (any organic matter), 'nietHumeus: niet aanwezig'.
    { withoutLutum: 0, withoutSiltSand: 0, includesValue: false, grade: 1, source: 'broOrganicClass' },
    // zwak humeus '< 2,5 %, klei tot 5 %'; matig humeus from 2,5 %.
    { withoutLutum: 2.5, withoutSiltSand: 5, includesValue: true, grade: 2, source: 'broOrganicClass' },
    // matig humeus '2,5 tot 8 %, klei tot 16 %'; sterk humeus from 8 %.
    { withoutLutum: 8, withoutSiltSand: 16, includesValue: true, grade: 3, source: 'broOrganicClass' },
  ] satisfies readonly OrganicGradeStep[],
  // Peat ('veen') from 15 % (mineral names: '< 15 % organische stof'; sterkZandigVeen '15 tot 25 %') to 30 %
  // without silt+sand (sterk humeus 'klei tot 30 %', sterkKleiigVeen 'lutum 7 tot 70 %'). The BRO text of
  // sterk humeus says '8 en 16 %' on the sand side; 15 is used because the peat names all start at 15.
  peat: { withoutLutum: 15, withoutSiltSand: 30, includesValue: true, source: 'broSoilName' } satisfies OrganicLine,
  // Zwak zandig/kleiig veen (grade 1) above, sterk (grade 3) below: zwakZandigVeen '22,5 tot 40 %',
  // zwakKleiigVeen 'lutum 5 tot 55 %' (55 % lutum = 45 % organic matter without silt+sand).
  peatWeaklyMixed: { withoutLutum: 22.5, withoutSiltSand: 45, includesValue: true, source: 'broSoilName' } satisfies OrganicLine,
  // Mineraalarm veen: 'meer dan 35 %' organic matter, 'maximaal 30 % lutum', 'maximaal 65 % silt plus zand'.
  peatMineralPoor: { withoutLutum: 35, withoutSiltSand: 70, includesValue: false, source: 'broSoilName' } satisfies OrganicLine,
  // Kleiig instead of zandig veen, by lutum: sterkZandigVeen 'minder dan 7 % lutum', sterkKleiigVeen '7 tot 70'.
  peatClayeyLutumStrong: { value: 7, includesValue: true, source: 'broSoilName' } satisfies Threshold,
  // zwakZandigVeen 'minder dan 5 % lutum', zwakKleiigVeen '5 tot 55 %'.
  peatClayeyLutumWeak: { value: 5, includesValue: true, source: 'broSoilName' } satisfies Threshold,
} as const;

/** Lutum+silt – sand – gravel triangle and the grindig addition; basis: dry matter. */
export const GRAVEL_TRIANGLE = {
  // Grind 'meer dan 30 %', other soils 'minder dan 30 %' (broSoilName); 30 % itself is grind per the Q&A.
  gravelSoil: { value: 30, includesValue: true, source: 'gravelThirtyPercent' } satisfies Threshold,
  // siltigGrind 'meer dan 20 % silt plus lutum'; zandig grind 'minder dan 20 %'.
  siltyGravelFines: { value: 20, includesValue: false, source: 'broSoilName' } satisfies Threshold,
  // Sand in gravel: zwak zandig '< 10 %', matig '10 tot 30 %', sterk '30 tot 50 %', uiterst 'meer dan 50 %'.
  sandyGravel: [
    { value: 10, includesValue: true, grade: 2, source: 'broSoilName' },
    { value: 30, includesValue: true, grade: 3, source: 'broSoilName' },
    { value: 50, includesValue: false, grade: 4, source: 'broSoilName' },
  ] satisfies readonly GradeStep[],
  // Gravel in other soils: zwak grindig 'aanwezig en < 5 %', matig '5 tot 15 %', sterk '15 tot 30 %'.
  gravelly: [
    { value: 0, includesValue: false, grade: 1, source: 'broGravelClass' },
    { value: 5, includesValue: true, grade: 2, source: 'broGravelClass' },
    { value: 15, includesValue: true, grade: 3, source: 'broGravelClass' },
  ] satisfies readonly GradeStep[],
} as const;

/** Lutum – silt – sand triangle; basis: lutum+silt+sand = 100 (gravel and organic matter left out, as BRO says). */
export const MINERAL_TRIANGLE = {
  // Zand 'maximaal 8 % lutum'; klei 'meer dan 8 %'.
  clayLutum: { value: 8, includesValue: false, source: 'broSoilName' } satisfies Threshold,
  // Zand 'minimaal 50 % zand', so at most 50 % lutum+silt.
  sandMaxFines: { value: 50, includesValue: false, source: 'broSoilName' } satisfies Threshold,
  // Zs1 'maximaal 5 % lutum'; kleiig zand '5 tot 8 % lutum'.
  clayeySandLutum: { value: 5, includesValue: false, source: 'broSoilName' } satisfies Threshold,
  // Kleiig zand 'minimaal 82,5 % zand', so at most 17.5 % lutum+silt; beyond it Zs3 or Zs4.
  clayeySandMaxFines: { value: 17.5, includesValue: false, source: 'broSoilName' } satisfies Threshold,
  // Siltig zand by lutum+silt (lines of equal sand): Zs1 'minimaal 90 % zand', Zs2 '82,5 tot 90',
  // Zs3 '67,5 tot 82,5', Zs4 '50 tot 67,5'.
  siltySand: [
    { value: 10, includesValue: false, grade: 2, source: 'broSoilName' },
    { value: 17.5, includesValue: false, grade: 3, source: 'broSoilName' },
    { value: 32.5, includesValue: false, grade: 4, source: 'broSoilName' },
  ] satisfies readonly GradeStep[],
  // Siltige klei by lutum: Ks3 'meer dan 25 %', Ks2 'meer dan 35 %', Ks1 'meer dan 50 %' (Ks4 below 25).
  siltyClay: [
    { value: 25, includesValue: false, grade: 3, source: 'broSoilName' },
    { value: 35, includesValue: false, grade: 2, source: 'broSoilName' },
    { value: 50, includesValue: false, grade: 1, source: 'broSoilName' },
  ] satisfies readonly GradeStep[],
  // Zandige klei: 'meer dan 50 % zand' with 8 to 25 % lutum.
  sandyClaySand: { value: 50, includesValue: false, source: 'broSoilName' } satisfies Threshold,
  // Zandige klei by lutum: Kz3 '8 tot 12 %', Kz2 '12 tot 17,5 %', Kz1 '17,5 tot 25 %'.
  sandyClay: [
    { value: 12, includesValue: false, grade: 2, source: 'broSoilName' },
    { value: 17.5, includesValue: false, grade: 1, source: 'broSoilName' },
  ] satisfies readonly GradeStep[],
  // Leem below, uiterst siltige klei above a line from 8 % lutum at 50 % sand to 25 % lutum at 0 % sand:
  // leem 'meer dan 42 % silt, maximaal 25 % lutum, maximaal 50 % zand'; Ks4 'silt 25 tot 75 %, zand < 50 %';
  // Lz1 'meer dan 65 % silt' at 15 % sand. Only the end points are stated; the straight line is reconstructed.
  loamClayLine: { lutumAtHalfSand: 8, lutumWithoutSand: 25, includesValue: false, source: 'broSoilName' },
  // Leem: Lz1 'maximaal 15 % zand', Lz3 '15 tot 50 %'. NEN 5104 has no Lz2 or Lz4.
  sandyLoam: [{ value: 15, includesValue: false, grade: 3, source: 'broSoilName' }] satisfies readonly GradeStep[],
} as const;

/** Median classes; the spec's own numbers, matching the BRO NEN 5104 median classes. */
export const MEDIAN_CLASSES = {
  // Spec: below 105 is 1, below 150 is 2, below 210 is 3, below 300 is 4, below 420 is 5, else 6.
  sand: [105, 150, 210, 300, 420].map((value) => ({ value, includesValue: true, source: 'spec' as const })),
  // Spec: below 5600 is 1, below 16000 is 2, else 3.
  gravel: [5600, 16000].map((value) => ({ value, includesValue: true, source: 'spec' as const })),
  // Sand medians end and gravel medians start at 2 mm: uiterstGrof '420 tot 2000 µm', fijn grind 'vanaf 2 mm'.
  gravelFromMedian: { value: 2000, includesValue: true, source: 'broGravelMedian' } satisfies Threshold,
} as const;

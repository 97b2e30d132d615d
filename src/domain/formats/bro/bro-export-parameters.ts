import * as z from 'zod';
import type { FormatLog } from '../export-log';
import type { BhrGtOptions } from './bhrgt-options';
import type { GmwOptions } from './gmw-options';
import { qualityRegimes } from './bro-objects';
import { broCorrectionReasons } from './correction-reasons';

/**
 * Where a measurement point keeps its BRO ID per registration object: a field the point carries beside
 * its columns (kept as a 'field seen', spec 01 section 4), so the pre-export check can ask the portal.
 */
export const broIdFields = { 'BHR-GT': 'MpBroIdBhrGt', GMW: 'MpBroIdGmw', GAR: 'MpBroIdGar', SAD: 'MpBroIdSad' } as const;

/** One point's delivery as the user chose it in the pre-export checks (spec 02 section 2). */
export const broDeliveryChoiceSchema = z.object({
  MpGuid: z.string().min(1).max(100),
  /** The BRO ID the user holds for this point ('' or absent: never registered). */
  BroId: z.string().max(30).optional(),
  Action: z.enum(['register', 'correct']),
  CorrectionReason: z.enum(broCorrectionReasons.map((reason) => reason.code) as [string, ...string[]]).optional(),
  TakeOverPortalId: z.boolean().optional(),
});

/** One point's choice. */
export type BroDeliveryChoiceWire = z.output<typeof broDeliveryChoiceSchema>;

/** A code choice of the delivery (a BRO code list value), as text or number. */
const codeValue = z.union([z.string().max(100), z.number(), z.boolean()]);

/**
 * The BRO part of the export call's Parameters (spec 02 sections 2 and 4): the quality regime, the
 * delivering party's KvK number, the report date, the code choices that differ from the defaults, and
 * per point the delivery. The server checks every BRO ID again before writing: it never trusts the panel.
 */
export const broExportParametersSchema = z.object({
  QualityRegime: z.enum(qualityRegimes),
  DeliveryAccountableParty: z.string().max(20),
  ReportDate: z.iso.date().optional(),
  Codes: z.record(z.string().max(60), codeValue).optional(),
  Deliveries: z.array(broDeliveryChoiceSchema).max(100_000).optional(),
});

/** The BRO parameters of an export. */
export type BroExportParameters = z.output<typeof broExportParametersSchema>;

/**
 * The BHR-GT code choices a field-work delivery usually makes (BHR_GT_Codelijsten.csv): environmental
 * hand borings, described in the field. The panel shows them for the user to change.
 */
export const bhrGtDefaultCodes = {
  deliveryContext: 'publiekeTaak',
  surveyPurpose: 'verkennendOnderzoek',
  discipline: 'geotechniekMilieukunde',
  horizontalPositioningMethod: 'RTKGPS0tot2cm',
  verticalPositioningMethod: 'RTKGPS0tot4cm',
  boringTechnique: 'handDraaien',
  boredDiameter: 70,
  stopCriterion: 'einddoel',
  samplingMethod: 'opDiepteLosroeren',
  samplingQuality: 'klasseE',
  boundaryDetermination: 'waargenomenScherp',
  subsurfaceContaminated: false,
} as const satisfies Partial<BhrGtOptions>;

/** The GMW code choices of a standard monitoring well (the public GMW registration example's codes). */
export const gmwDefaultCodes = {
  deliveryContext: 'publiekeTaak',
  constructionStandard: 'RWSgwmon',
  initialFunction: 'stand',
  wellHeadProtector: 'geen',
  horizontalPositioningMethod: 'DGPS50tot200cm',
  groundLevelPositioningMethod: 'RTKGPS10tot20cm',
  tubeType: 'standaardbuis',
  tubeStatus: 'gebruiksklaar',
  tubeTopPositioningMethod: 'RTKGPS10tot20cm',
  tubePackingMaterial: 'bentoniet',
  tubeMaterial: 'peHighDensity',
  glue: 'geen',
  sockMaterial: 'geen',
  tubeTopAboveGround: 0,
} as const satisfies Partial<GmwOptions>;

/** Takes a code choice over only where the default has the same kind of value (a number stays a number). */
function merged<T extends Record<string, string | number | boolean>>(defaults: T, codes: Readonly<Record<string, unknown>> = {}): T {
  const out: Record<string, string | number | boolean> = { ...defaults };
  for (const [field, value] of Object.entries(codes)) {
    if (field in defaults && typeof value === typeof defaults[field]) out[field] = value as string | number | boolean;
  }
  return out as T;
}

/** The BHR-GT options of an export: the defaults with the user's code choices over them. */
export function bhrGtOptionsOf(parameters: BroExportParameters, today: string): BhrGtOptions {
  return {
    ...merged<Record<string, string | number | boolean>>(bhrGtDefaultCodes, parameters.Codes),
    qualityRegime: parameters.QualityRegime,
    deliveryAccountableParty: parameters.DeliveryAccountableParty,
    reportDate: parameters.ReportDate ?? today,
  } as BhrGtOptions;
}

/** The GMW options of an export: the defaults with the user's code choices over them; the owner is the delivering party. */
export function gmwOptionsOf(parameters: BroExportParameters, today: string): GmwOptions {
  return {
    ...merged<Record<string, string | number | boolean>>(gmwDefaultCodes, parameters.Codes),
    qualityRegime: parameters.QualityRegime,
    deliveryAccountableParty: parameters.DeliveryAccountableParty,
    owner: parameters.DeliveryAccountableParty,
    reportDate: parameters.ReportDate ?? today,
  } as GmwOptions;
}

/** Whether a BRO export was given its delivery choices; without them it is refused in the log (nothing is guessed). */
export function hasBroParameters(parameters: BroExportParameters | undefined, log: FormatLog): parameters is BroExportParameters {
  if (parameters) return true;
  log.error('exchange.bro.choicesMissing', {});
  return false;
}

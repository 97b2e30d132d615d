import type { QualityRegime } from './bro-objects';

/**
 * What a BHR-GT delivery needs beyond the field data (isbhr-gt 2.1 required elements): who delivers, why,
 * and how positions, boring, sampling and description were done. Each is a code of the BRO list named
 * in the comment; the pre-export step asks the user, so nothing here is invented by the writer.
 */
export interface BhrGtOptions {
  qualityRegime: QualityRegime;
  /** KvK number of the delivering party (brocom deliveryAccountableParty), eight digits. */
  deliveryAccountableParty: string;
  /** KvK number of the research operator; the delivering party when not given. */
  researchOperator?: string;
  /** Research report date, 'YYYY-MM-DD'. */
  reportDate: string;
  /** DeliveryContext, e.g. 'publiekeTaak'. */
  deliveryContext: string;
  /** SurveyPurpose, e.g. 'verkennendOnderzoek'. */
  surveyPurpose: string;
  /** Discipline, e.g. 'geotechniekMilieukunde'. */
  discipline: string;
  /** HorizontalPositioningMethod, e.g. 'RTKGPS0tot2cm'. */
  horizontalPositioningMethod: string;
  /** VerticalPositioningMethod, e.g. 'RTKGPS0tot4cm'. */
  verticalPositioningMethod: string;
  /** BoringTechnique, e.g. 'handDraaien'. */
  boringTechnique: string;
  /** Bored diameter in mm. */
  boredDiameter: number;
  /** StopCriterion, e.g. 'einddoel'. */
  stopCriterion: string;
  /** SamplingMethod, e.g. 'opDiepteLosroeren'. */
  samplingMethod: string;
  /** SamplingQuality, e.g. 'klasseE'. */
  samplingQuality: string;
  /** BoundaryPositioningMethod of the layer boundaries, e.g. 'waargenomenScherp'. */
  boundaryDetermination: string;
  subsurfaceContaminated: boolean;
  /** Procedures, standards as BRO names them; defaults in BHRGT_STANDARDS. */
  surveyProcedure?: string;
  boringProcedure?: string;
  samplingProcedure?: string;
  descriptionProcedure?: string;
  descriptionLocation?: string;
  describedMaterial?: string;
}

/**
 * The standards a delivery follows unless the user picks others: Eurocode 7 survey (EN1997d2v2007),
 * SIKB protocol 2001 boring (the environmental field work this product records), ISO 22475-1 sampling,
 * ISO 14688-1 description in the field, of soil (BHR_GT_Codelijsten.csv).
 */
export const BHRGT_STANDARDS = {
  surveyProcedure: 'EN1997d2v2007',
  boringProcedure: 'SIKB2001vanafV6.0',
  samplingProcedure: 'ISO22475d1v2006',
  descriptionProcedure: 'ISO14688d1v2019',
  descriptionLocation: 'veld',
  describedMaterial: 'grond',
} as const;

/** BHR-GT deliveries describe boreholes of class 2 only (spec 02 section 9), undifferentiated. */
export const BHRGT_DESCRIPTION_QUALITY = 'klasse2ongedifferentieerd';

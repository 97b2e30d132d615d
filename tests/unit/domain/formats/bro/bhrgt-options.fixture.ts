import type { BhrGtOptions } from '../../../../../src/domain/formats/bro/bhrgt-options';

/** A complete set of BHR-GT delivery choices, as the pre-export step would collect them. */
export const bhrGtOptions: BhrGtOptions = {
  qualityRegime: 'IMBRO/A',
  deliveryAccountableParty: '27376655',
  reportDate: '2026-11-25',
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
};

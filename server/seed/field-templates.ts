import type { FieldTemplatesTable } from '../db/schema';
import {
  barcodeMaxLength, compositePartMaxLength, drillingMasterMaxLength, projectCodeMaxLength, remarkMaxLength,
  specialComponentMaxLength, waterSampleNameMaxLength,
} from '../../src/domain/validation/limits';
import { templateScreens } from '../../src/domain/templates/template-screens';
import type { TemplateScreen } from '../../src/domain/templates/template-screens';
import { codeCategories as lists } from './code-list-types';

export { templateScreens };
export type { TemplateScreen };

/** The standard template every installation starts with; a project's PrTemplateID may name another. */
export const defaultTemplateId = 1;

/** One field of a screen's template as seeded (column meanings in migration 0004). */
export interface TemplateFieldSeed {
  fieldCode: string;
  /** Numeric field-editor type (spec 01 section 3); 0 is a read-only label. */
  editorType: number;
  /** GcCategoryID of the list for list editors (3, 12, 37) and the head part of composites (22, 24, 36). */
  listCategory?: number;
  required?: boolean;
  maxLength?: number;
  /** Offered by multi-edit (spec 01 section 4): dates, codes, people and remarks, never names or coordinates. */
  multiEdit?: boolean;
  /** Hidden until the user shows the column. */
  hidden?: boolean;
}

type Options = Omit<TemplateFieldSeed, 'fieldCode' | 'editorType'>;
const field = (fieldCode: string, editorType: number, options: Options = {}): TemplateFieldSeed => ({ fieldCode, editorType, ...options });

// Shorthands for the kinds that recur on many screens.
const label = (fieldCode: string) => field(fieldCode, 0, { hidden: true });
const list = (fieldCode: string, category: number, options: Options = {}) => field(fieldCode, 3, { listCategory: category, multiEdit: true, ...options });
const date = (fieldCode: string, options: Options = {}) => field(fieldCode, 2, { multiEdit: true, ...options });
const dateTime = (fieldCode: string, options: Options = {}) => field(fieldCode, 13, { multiEdit: true, ...options });
const remark = (fieldCode: string) => field(fieldCode, 8, { maxLength: remarkMaxLength, multiEdit: true });
const name = (fieldCode: string, options: Options = {}) => field(fieldCode, 1, { required: true, ...options });
const range = (fieldCode: string) => field(fieldCode, 19, { required: true });
const decimal = (fieldCode: string, options: Options = {}) => field(fieldCode, 6, options);
const drillingMaster = (fieldCode: string) => list(fieldCode, lists.drillingMasters, { maxLength: drillingMasterMaxLength });

/**
 * The seeded template of every screen (issue 'Data service', deliver 3): the user-facing wire fields
 * of each entity (src/domain/entities) in screen order, with the editor type of spec 01 section 3
 * and the domain's limits. Composites appear once, on their head part (texture on LaSoilTypeCode).
 * SmFollowUpCode is ours: the follow-up a conclusion leads to, the spec's type-12 list that stays
 * disabled unless SmType is 1; it travels in the row's extra fields.
 */
export const fieldTemplates: Readonly<Record<TemplateScreen, readonly TemplateFieldSeed[]>> = {
  Project: [
    field('PrCode', 21, { required: true, maxLength: projectCodeMaxLength }), name('PrName'), field('PrPlace', 1),
    date('PrDate'), list('PrPhaseCode', lists.projectPhases), list('PrTypeCode', lists.projectTypes),
    field('PrCoordinateSystem', 37, { listCategory: lists.coordinateSystems, required: true }),
    list('PrLeaderCode', lists.projectLeaders), drillingMaster('PrDrillingMasterCode'), field('PrPinned', 4, { multiEdit: true }),
    field('PrTemplateID', 5, { hidden: true }), field('PrDateLastSynced', 0, { hidden: true }), remark('PrRemark'),
    label('PrDateLastChanged'), label('PrDateContentLastChanged'),
  ],
  MeasurementPoint: [
    name('MpName'), list('MpTypeCode', lists.pointTypes), date('MpDate'),
    field('MpXCoord', 31, { required: true }), field('MpYCoord', 31, { required: true }), decimal('MpZCoord'),
    decimal('MpDepth'), field('SlGuid', 30, { multiEdit: true }),
    list('MpReferencePointTypeCode', lists.referencePointTypes), list('MpReferencePlaneTypeCode', lists.referencePlaneTypes),
    decimal('MpGroundwaterLevel'), drillingMaster('MpDrillingMasterCode'), list('MpSampleTakerCode', lists.sampleTakers),
    field('MpDrillmasterSignatureTimestamp', 13, { hidden: true }),
    field('MpTrialPitLength', 19, { hidden: true }), field('MpTrialPitWidth', 19, { hidden: true }),
    remark('MpRemark'), label('MpDateLastChanged'),
  ],
  Layer: [
    range('LaFrom'), range('LaTo'),
    field('LaSoilTypeCode', 22, { listCategory: lists.soilTypes, required: true, maxLength: compositePartMaxLength, multiEdit: true }),
    list('LaGradationCode', lists.gradations), list('LaPrimaryCode', lists.medianCodes),
    field('LaColourMainCode', 24, { listCategory: lists.colours, maxLength: compositePartMaxLength, multiEdit: true }),
    field('LaOdourTypeCode', 36, { listCategory: lists.odourTypes, maxLength: compositePartMaxLength, multiEdit: true }),
    field('LaSpecialCompound1TypeCode', 23, { maxLength: specialComponentMaxLength, multiEdit: true }),
    decimal('LaGravelPerc'), decimal('LaLoamPerc'), decimal('LaLutumPerc'), decimal('LaHumusPerc'), decimal('LaSiltPerc'),
    decimal('LaM50'), field('LaPhysicalObservations', 8, { multiEdit: true }), remark('LaRemark'), label('LaDateLastChanged'),
  ],
  Jar: [
    name('JrName'), range('JrFrom'), range('JrTo'), field('JrBarcode', 14, { maxLength: barcodeMaxLength }), date('JrDate'),
    list('JrPackagingTypeCode', lists.packagingTypes), decimal('JrSieveSize'), decimal('JrPID'),
    list('JrOdourCode', lists.odourTypes), list('JrOilWaterReactionCode', lists.oilWaterReactions),
    list('JrAsbestosSampleTypeCode', lists.asbestosSampleTypes, { hidden: true }),
    decimal('JrSampleWeight', { hidden: true }), decimal('JrDebrisWeight', { hidden: true }),
    decimal('JrAsbestosWeight', { hidden: true }), decimal('JrFineFractionWeight', { hidden: true }),
    field('JrAsbestosPieces', 5, { hidden: true }), label('JrDateLastChanged'),
  ],
  FilterTube: [name('FtName'), range('FtFrom'), range('FtTo'), label('FtDateLastChanged')],
  Finishing: [list('FiTypeCode', lists.finishingTypes, { required: true }), range('FiFrom'), range('FiTo'), label('FiDateLastChanged')],
  WaterSample: [
    name('WsName', { maxLength: waterSampleNameMaxLength }), date('WsDate'), list('WsMatrixCode', lists.matrices, { required: true }),
    list('WsPumpTypeCode', lists.pumpTypes), list('WsSampleTakerCode', lists.sampleTakers), decimal('WsTopFt'),
    list('WsRefTopFtCode', lists.referencePlaneTypes), dateTime('WsStartSampleTime'), dateTime('WsPostSampleTime'),
    field('WsColourCode', 24, { listCategory: lists.colours, maxLength: compositePartMaxLength, multiEdit: true }),
    field('WsFieldConditions', 8, { multiEdit: true }), field('WsSpecialConditions', 8, { multiEdit: true }),
    remark('WsRemark'), label('WsDateLastChanged'),
  ],
  AirSample: [
    name('WsName', { maxLength: waterSampleNameMaxLength }), date('WsDate'), list('WsMatrixCode', lists.matrices, { required: true }),
    list('WsSampleTakerCode', lists.sampleTakers), dateTime('WsStartSampleTime'), dateTime('WsPostSampleTime'),
    field('WsFieldConditions', 8, { multiEdit: true }), remark('WsRemark'), label('WsDateLastChanged'),
  ],
  Bottle: [name('BoName'), field('BoBarcode', 14, { maxLength: barcodeMaxLength }), label('BoDateLastChanged')],
  Sublocation: [name('SlName'), list('SlNameInspector', lists.sampleTakers), label('SlDateLastChanged')],
  LocationVisit: [dateTime('LvDate', { required: true }), remark('LvRemark'), label('LvDateLastChanged')],
  SummaryConclusion: [
    list('SmType', lists.summaryAndConclusionTypes, { required: true }),
    field('SmFollowUpCode', 12, { listCategory: lists.conclusionFollowUps, multiEdit: true }),
    field('SmText', 8), label('SmDateLastChanged'),
  ],
  ConcernedContact: [
    name('CcCompanyName'), list('CcCompanyTypeCode', lists.concernedCompanyTypes), field('CcContactPerson', 1),
    list('CcPersonTypeCode', lists.contactPersonFunctions), field('CcChamberOfCommerceNumber', 1, { maxLength: 20 }),
    label('CcDateLastChanged'),
  ],
};

/** A row of tblFieldTemplates as the migration inserts it (booleans as 0/1). */
export type FieldTemplateSeedRow = Omit<FieldTemplatesTable, 'TfID' | 'ScreenName'> & { ScreenName: TemplateScreen };

/** Every screen's fields as rows of the standard template; labels are the translation keys 'field.<FieldCode>'. */
export function fieldTemplateSeedRows(): FieldTemplateSeedRow[] {
  return templateScreens.flatMap((screen) => fieldTemplates[screen].map((seed, index) => ({
    ScreenName: screen,
    TemplateID: defaultTemplateId,
    FieldCode: seed.fieldCode,
    LabelKey: `field.${seed.fieldCode}`,
    EditorType: seed.editorType,
    ListCategory: seed.listCategory ?? null,
    Required: seed.required ? 1 : 0,
    MaxLength: seed.maxLength ?? null,
    AllowMultiEdit: seed.multiEdit ? 1 : 0,
    FieldOrder: (index + 1) * 10,
    Visible: seed.hidden ? 0 : 1,
  })));
}

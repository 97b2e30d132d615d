import type { PointBroCheckAnswer } from '../../../api/calls/bro-checks';
import { measurementPointSchema, type MeasurementPoint } from '../../../domain/entities/measurement-point';
import { exchangeExportType } from '../../../domain/exchange/exchange-types';
import type { ExportParameters } from '../../../domain/exchange/export-parameters';
import { bhrGtDefaultCodes, broIdFields, gmwDefaultCodes, type BroDeliveryChoiceWire } from '../../../domain/formats/bro/bro-export-parameters';
import type { QualityRegime } from '../../../domain/formats/bro/bro-objects';
import type { SadValidationType } from '../../../domain/formats/bro/sad-validation-types';
import type { SikbExportVersion } from '../../../domain/formats/sikb0101/sikb-versions';

/** One point's delivery in the panel: the BRO ID as typed, the action, the reason, and the take-over after a mismatch. */
export interface PointDeliveryChoice {
  broId: string;
  action: 'register' | 'correct';
  reason: string;
  takeOver: boolean;
}

/** What the export wizard's pre-export step holds (spec 02 section 2, 'Pre-export checks'), kept across next and back. */
export interface ExchangeOptionsState {
  version: SikbExportVersion;
  validationType: SadValidationType;
  qualityRegime: QualityRegime;
  party: string;
  reportDate: string;
  codes: Record<string, string | number | boolean>;
  /** The last BRO ID check, by MpGuid; null until checked. */
  checks: Record<string, PointBroCheckAnswer> | null;
  choices: Record<string, PointDeliveryChoice>;
}

/** The state before the user chose anything: the newest SIKB0101 version, no SAD check, IMBRO/A. */
export function initialExchangeOptions(today: string): ExchangeOptionsState {
  return { version: '14.9.0', validationType: 'none', qualityRegime: 'IMBRO/A', party: '', reportDate: today, codes: {}, checks: null, choices: {} };
}

/** The code choices a BRO object offers, with their defaults. */
export function defaultCodesOf(exportType: string): Record<string, string | number | boolean> {
  const object = exchangeExportType(exportType)?.broObject;
  return object === 'GMW' ? { ...gmwDefaultCodes } : object === 'BHR-GT' ? { ...bhrGtDefaultCodes } : {};
}

/**
 * Takes a BRO ID check in: each point's delivery becomes the first the check allows (a registration after
 * 'not found', a correction after a match or mismatch), keeping a reason the user already chose.
 */
export function withChecks(state: ExchangeOptionsState, checks: readonly PointBroCheckAnswer[]): ExchangeOptionsState {
  const choices = { ...state.choices };
  for (const check of checks) {
    const before = choices[check.MpGuid];
    const action = before && check.Allowed.includes(before.action) ? before.action : (check.Allowed[0] ?? 'register');
    choices[check.MpGuid] = { broId: check.BroId ?? '', action, reason: before?.reason ?? '', takeOver: before?.takeOver ?? false };
  }
  return { ...state, checks: Object.fromEntries(checks.map((check) => [check.MpGuid, check])), choices };
}

function deliveries(state: ExchangeOptionsState, pointGuids: readonly string[]): BroDeliveryChoiceWire[] {
  return pointGuids.flatMap((guid): BroDeliveryChoiceWire[] => {
    const choice = state.choices[guid];
    if (!choice) return [];
    return [{
      MpGuid: guid,
      BroId: choice.broId.trim(),
      Action: choice.action,
      ...(choice.action === 'correct' && choice.reason !== '' ? { CorrectionReason: choice.reason } : {}),
      ...(choice.takeOver ? { TakeOverPortalId: true } : {}),
    }];
  });
}

/** The export call's Parameters for a type (spec 02 section 7): the chosen points, and the version or BRO choices the type needs. */
export function exportParametersOf(exportType: string, state: ExchangeOptionsState, pointGuids: readonly string[]): Omit<ExportParameters, 'ProjectID'> {
  const type = exchangeExportType(exportType);
  if (!type || type.wholeProject) return {};
  const parameters: Omit<ExportParameters, 'ProjectID'> = { MeasurementPointGuids: [...pointGuids] };
  if (type.versions) Object.assign(parameters, { Version: state.version, ValidationType: state.validationType });
  if (type.broObject) {
    parameters.Bro = {
      QualityRegime: state.qualityRegime,
      DeliveryAccountableParty: state.party.trim(),
      ...(state.reportDate ? { ReportDate: state.reportDate } : {}),
      Codes: state.codes,
      Deliveries: deliveries(state, pointGuids),
    };
  }
  return parameters;
}

/**
 * The BRO IDs to keep with the points (the field of the export's BRO object): the ID typed for each chosen
 * point, or the BRO's own after a mismatch the user took over (spec 02 section 4). Points without one are left as they are.
 */
export function broIdsToKeep(exportType: string, state: ExchangeOptionsState, pointGuids: readonly string[]): MeasurementPoint[] {
  const object = exchangeExportType(exportType)?.broObject;
  if (!object) return [];
  return pointGuids.flatMap((guid) => {
    const choice = state.choices[guid];
    const portal = state.checks?.[guid]?.PortalBroId;
    const broId = choice?.takeOver && portal ? portal : choice?.broId.trim();
    return broId ? [measurementPointSchema.parse({ MpGuid: guid, [broIdFields[object]]: broId })] : [];
  });
}

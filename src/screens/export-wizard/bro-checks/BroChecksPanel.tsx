import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkBroIds, type PointBroCheckAnswer } from '../../../api/calls/bro-checks';
import { setMeasurementPoints } from '../../../api/calls/measurement-points';
import { apiOf } from '../../../api/queries/api-binding';
import { exchangeExportType } from '../../../domain/exchange/exchange-types';
import { qualityRegimes, type QualityRegime } from '../../../domain/formats/bro/bro-objects';
import { broCorrectionReasons } from '../../../domain/formats/bro/correction-reasons';
import type { PointChoice } from '../../../../machines/export-wizard';
import { broIdsToKeep, defaultCodesOf, withChecks, type ExchangeOptionsState, type PointDeliveryChoice } from './exchange-options-state';

/** Props of the panel: the project, the BRO export type, the chosen points, and the wizard's options state. */
interface BroChecksPanelProps {
  projectId: number;
  exportType: string;
  points: readonly PointChoice[];
  state: ExchangeOptionsState;
  onChange: (state: ExchangeOptionsState) => void;
}

function outcomeText(check: PointBroCheckAnswer | undefined, t: (key: string, params?: Record<string, unknown>) => string): string {
  if (!check) return '';
  if (check.Outcome === 'match') return t('formats.bro.check.match', { broId: check.BroId ?? '' });
  if (check.Outcome === 'mismatch') return t('formats.bro.check.mismatch', { local: check.BroId ?? '', portal: check.PortalBroId ?? '' });
  if (check.Outcome === 'notFound') return t('formats.bro.check.notFound', { broId: check.BroId ?? '-' });
  return t('exchange.checks.failed', { reason: check.Reason ?? '' });
}

/**
 * The BRO pre-export checks of the export wizard (spec 02 sections 2 and 4): quality regime, delivering
 * party, report date and delivery codes; then the BRO ID check of every chosen point against the BRO —
 * match allows only a correction, mismatch a correction under the BRO's ID once taken over, not found only
 * a registration — with the correction reason each correction needs. The server checks again on export.
 * The IDs typed, or taken over from the BRO, can be kept with the points for the next delivery.
 */
export function BroChecksPanel({ projectId, exportType, points, state, onChange }: BroChecksPanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [callError, setCallError] = useState<string | null>(null);
  const [kept, setKept] = useState<number | null>(null);
  const objectType = exchangeExportType(exportType)?.broObject;
  const codes = { ...defaultCodesOf(exportType), ...state.codes };
  const choose = (guid: string, change: Partial<PointDeliveryChoice>) => {
    const before = state.choices[guid] ?? { broId: '', action: 'register', reason: '', takeOver: false };
    onChange({ ...state, choices: { ...state.choices, [guid]: { ...before, ...change } } });
  };
  const runCheck = async () => {
    if (!objectType) return;
    setChecking(true);
    setCallError(null);
    try {
      const broIds = points.flatMap((point) => (state.choices[point.guid] ? [{ MpGuid: point.guid, BroId: state.choices[point.guid]?.broId ?? '' }] : []));
      onChange(withChecks(state, await checkBroIds(apiOf(client), { prId: projectId, objectType, pointGuids: points.map((point) => point.guid), broIds })));
    } catch (error) {
      setCallError(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };
  const keepIds = async () => {
    const rows = broIdsToKeep(exportType, state, points.map((point) => point.guid));
    setKept(null);
    setCallError(null);
    try {
      await setMeasurementPoints(apiOf(client), projectId, 'UPDATE', rows);
      setKept(rows.length);
    } catch (error) {
      setCallError(error instanceof Error ? error.message : String(error));
    }
  };
  const failures = Object.values(state.checks ?? {}).filter((check) => check.Outcome === 'failed');
  return (
    <fieldset className="export-wizard__step bro-checks" aria-label={t('exchange.checks.title')}>
      <legend>{t('exchange.checks.title')}</legend>
      <label>
        {t('exchange.checks.qualityRegime')}
        <select value={state.qualityRegime} onChange={(event) => onChange({ ...state, qualityRegime: event.target.value as QualityRegime })}>
          {qualityRegimes.map((regime) => <option key={regime} value={regime}>{regime}</option>)}
        </select>
      </label>
      <label>
        {t('exchange.checks.deliveryParty')}
        <input type="text" inputMode="numeric" pattern="\d{8}" maxLength={8} value={state.party} onChange={(event) => onChange({ ...state, party: event.target.value })} />
      </label>
      <label>
        {t('exchange.checks.reportDate')}
        <input type="date" value={state.reportDate} onChange={(event) => onChange({ ...state, reportDate: event.target.value })} />
      </label>
      <details>
        <summary>{t('exchange.checks.codes')}</summary>
        {Object.entries(codes).map(([field, value]) => (
          <label key={field}>
            {field}
            <input
              type={typeof value === 'number' ? 'number' : 'text'}
              value={String(value)}
              onChange={(event) => onChange({ ...state, codes: { ...state.codes, [field]: typeof value === 'number' ? Number(event.target.value) : typeof value === 'boolean' ? event.target.value === 'true' : event.target.value } })}
            />
          </label>
        ))}
      </details>
      <div className="export-wizard__buttons">
        <button type="button" disabled={checking || points.length === 0} onClick={() => void runCheck()}>{t('exchange.checks.check')}</button>
        <button type="button" disabled={broIdsToKeep(exportType, state, points.map((point) => point.guid)).length === 0} onClick={() => void keepIds()}>{t('exchange.checks.keepIds')}</button>
        {checking ? <span role="status">{t('exchange.checks.checking')}</span> : null}
        {kept !== null ? <span role="status">{t('exchange.checks.idsKept', { count: kept })}</span> : null}
      </div>
      {callError ? <p role="alert">{t('exchange.checks.callFailed', { reason: callError })}</p> : null}
      {failures.length > 0 ? <p role="alert">{t('exchange.checks.unreachable', { reason: failures[0]?.Reason ?? '' })}</p> : null}
      {state.checks === null ? <p>{t('exchange.checks.notChecked')}</p> : null}
      <table className="bro-checks__table">
        <thead>
          <tr>
            <th scope="col">{t('exchange.checks.point')}</th>
            <th scope="col">{t('exchange.checks.broId')}</th>
            <th scope="col">{t('exchange.checks.outcome')}</th>
            <th scope="col">{t('exchange.checks.action')}</th>
            <th scope="col">{t('exchange.checks.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => {
            const check = state.checks?.[point.guid];
            const choice = state.choices[point.guid];
            const allowed = check?.Allowed ?? [];
            return (
              <tr key={point.guid} data-point={point.name}>
                <th scope="row">{point.name}</th>
                <td><input type="text" aria-label={`${t('exchange.checks.broId')} ${point.name}`} value={choice?.broId ?? ''} maxLength={30} onChange={(event) => choose(point.guid, { broId: event.target.value })} /></td>
                <td data-outcome={check?.Outcome ?? ''}>
                  {outcomeText(check, t)}
                  {check?.Outcome === 'mismatch' ? (
                    <label><input type="checkbox" checked={choice?.takeOver ?? false} onChange={(event) => choose(point.guid, { takeOver: event.target.checked })} />{t('exchange.checks.takeOver', { broId: check.PortalBroId ?? '' })}</label>
                  ) : null}
                </td>
                <td>
                  <select aria-label={`${t('exchange.checks.action')} ${point.name}`} value={choice?.action ?? ''} disabled={allowed.length === 0} onChange={(event) => choose(point.guid, { action: event.target.value as PointDeliveryChoice['action'] })}>
                    {allowed.map((action) => <option key={action} value={action}>{t(`exchange.checks.${action}`)}</option>)}
                  </select>
                </td>
                <td>
                  {choice?.action === 'correct' ? (
                    <select aria-label={`${t('exchange.checks.reason')} ${point.name}`} value={choice.reason} onChange={(event) => choose(point.guid, { reason: event.target.value })}>
                      <option value="">{t('exchange.checks.chooseReason')}</option>
                      {broCorrectionReasons.map((reason) => <option key={reason.code} value={reason.code}>{t(reason.labelKey)}</option>)}
                    </select>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

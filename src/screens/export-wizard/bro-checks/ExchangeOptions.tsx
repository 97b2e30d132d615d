import { useTranslation } from 'react-i18next';
import type { PointChoice } from '../../../../machines/export-wizard';
import { exchangeExportType } from '../../../domain/exchange/exchange-types';
import { sadValidationTypes, type SadValidationType } from '../../../domain/formats/bro/sad-validation-types';
import type { SikbExportVersion } from '../../../domain/formats/sikb0101/sikb-versions';
import { BroChecksPanel } from './BroChecksPanel';
import type { ExchangeOptionsState } from './exchange-options-state';
import './bro-checks.css';

/** Props: the project, the chosen type and points, and the wizard's options state. */
interface ExchangeOptionsProps {
  projectId: number;
  exportType: string;
  points: readonly PointChoice[];
  state: ExchangeOptionsState;
  onChange: (state: ExchangeOptionsState) => void;
}

/**
 * What an exchange standard asks before the export (spec 02 sections 2, 4 and 9): the SIKB0101 version with
 * its additional SAD validation type, or the BRO pre-export checks; nothing for the other types.
 */
export function ExchangeOptions({ projectId, exportType, points, state, onChange }: ExchangeOptionsProps) {
  const { t } = useTranslation();
  const type = exchangeExportType(exportType);
  if (type?.broObject) return <BroChecksPanel projectId={projectId} exportType={exportType} points={points} state={state} onChange={onChange} />;
  if (!type?.versions) return null;
  return (
    <fieldset className="export-wizard__step">
      <legend>{t('exchange.checks.title')}</legend>
      <label>
        {t('exchange.checks.version')}
        <select value={state.version} onChange={(event) => onChange({ ...state, version: event.target.value as SikbExportVersion })}>
          {type.versions.map((version) => <option key={version} value={version}>{version}</option>)}
        </select>
      </label>
      {type.sadValidation ? (
        <label>
          {t('exchange.checks.validationType')}
          <select value={state.validationType} onChange={(event) => onChange({ ...state, validationType: event.target.value as SadValidationType })}>
            {sadValidationTypes.map((entry) => <option key={entry.type} value={entry.type}>{t(entry.labelKey)}</option>)}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}

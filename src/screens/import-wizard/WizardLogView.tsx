import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertLevels } from '../../../machines/export-wizard';
import type { WizardLogEntry } from '../../../machines/wizard-log';
import type { AlertLevel } from '../../domain/formats/export-log';
import { WizardLog } from '../../ui/wizard-log/WizardLog';

/** The import log (spec 02 sections 2 and 4): every line with its alert level, filtered by level. */
export function WizardLogView({ log }: { log: readonly WizardLogEntry[] }) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<readonly AlertLevel[]>(alertLevels);
  const toggle = (level: AlertLevel) => setLevels((shown) => (shown.includes(level) ? shown.filter((kept) => kept !== level) : [...shown, level]));
  return <WizardLog log={log} label={t('importExport.importWizard.log')} filter={{ shown: levels, all: alertLevels, toggle }} />;
}

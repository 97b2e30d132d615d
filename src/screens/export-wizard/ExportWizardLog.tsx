import { useTranslation } from 'react-i18next';
import { alertLevels, type ExportWizardContext, type ExportWizardEvent } from '../../../machines/export-wizard';
import { WizardLog } from '../../ui/wizard-log/WizardLog';

/** The export log (spec 02 sections 2 and 4): every line with its alert level, filtered by level when the filter is offered. */
export function ExportWizardLog({ context, send }: { context: ExportWizardContext; send?: (event: ExportWizardEvent) => void }) {
  const { t } = useTranslation();
  const filter = send ? { shown: context.levels, all: alertLevels, toggle: (level: (typeof alertLevels)[number]) => send({ type: 'exportWizard.toggleLevel', level }) } : undefined;
  return <WizardLog log={context.log} label={t('importExport.wizard.log')} {...(filter ? { filter } : {})} />;
}

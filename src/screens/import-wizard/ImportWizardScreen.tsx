import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportWizardContext, ImportWizardEvent } from '../../../machines/import-wizard';
import { importTypeOf, importTypesOf, type ImportFamily } from '../../domain/uploads/import-types';
import { FileDrop } from './FileDrop';
import { useImportWizard } from './use-import-wizard';
import { WizardLogView } from './WizardLogView';
import '../export-wizard/export-wizard.css';
import './import-wizard.css';

type Send = (event: ImportWizardEvent) => void;

/**
 * The import wizard (spec 02 section 2, 'Import wizard'; section 4, 'convert, then import, then status
 * polling'): choose the type, drop or pick the files, the upload rules are checked, the files are uploaded
 * and converted with a progress bar, a new project code is asked and checked, the import runs with its
 * progress bar, and the log shows every line with an alert-level filter. Every step has next and back.
 */
export function ImportWizardScreen({ targetPrId, family }: { targetPrId: number | null; family: ImportFamily }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { snapshot, send, choose, importedPrId } = useImportWizard(targetPrId);
  const navigate = useNavigate();
  const closed = snapshot.status === 'done';
  useEffect(() => {
    if (closed) void navigate({ to: '/' });
  }, [closed, navigate]);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return (
    <section className="export-wizard import-wizard" aria-labelledby={headingId} aria-busy={busy}>
      <header className="export-wizard__header">
        <h1 id={headingId}>{t(family === 'new' ? 'importExport.importSelection.new' : 'importExport.importWizard.title')}</h1>
      </header>
      {snapshot.matches('chooseType') ? <ChooseType context={context} send={send} family={family} /> : null}
      {snapshot.matches('dropFiles') ? (
        <>
          <FileDrop accept={importTypeOf(context.importType ?? '')?.extensions ?? []} chosen={context.files} onChoose={choose} />
          <Buttons send={send} nextDisabled={context.files.length === 0} />
        </>
      ) : null}
      {snapshot.matches('checking') ? <p role="status">{t('importExport.importWizard.checking')}</p> : null}
      {snapshot.matches('converting') ? <Progress label={t('importExport.importWizard.converting')} value={context.progress} /> : null}
      {snapshot.matches('projectCode') || snapshot.matches('checkingCode') ? <ProjectCode context={context} send={send} busy={busy} /> : null}
      {snapshot.matches('importing') ? <Progress label={t('importExport.importWizard.importing')} value={context.progress} /> : null}
      {snapshot.matches('log') ? <Finished context={context} send={send} importedPrId={importedPrId} /> : null}
      {context.log.length > 0 ? <WizardLogView log={context.log} /> : null}
    </section>
  );
}

function Progress({ label, value }: { label: string; value: number }) {
  return <p role="status">{label} <progress max={1} value={value} aria-label={label} /></p>;
}

function Buttons({ send, back = true, next = true, nextDisabled = false, nextLabel }: { send: Send; back?: boolean; next?: boolean; nextDisabled?: boolean; nextLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="export-wizard__buttons">
      <button type="button" onClick={() => send({ type: 'importWizard.close' })}>{t('importExport.wizard.close')}</button>
      {back ? <button type="button" onClick={() => send({ type: 'importWizard.back' })}>{t('importExport.wizard.back')}</button> : null}
      {next ? <button type="button" className="button--primary" disabled={nextDisabled} onClick={() => send({ type: 'importWizard.next' })}>{nextLabel ?? t('importExport.wizard.next')}</button> : null}
    </div>
  );
}

function ChooseType({ context, send, family }: { context: ImportWizardContext; send: Send; family: ImportFamily }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="export-wizard__step">
        <legend>{t('importExport.importWizard.chooseType')}</legend>
        {importTypesOf(family).map((type) => (
          <label key={type.name}>
            <input type="radio" name="importType" value={type.name} checked={context.importType === type.name} onChange={() => send({ type: 'importWizard.chooseType', importType: type.name })} />
            {t(type.labelKey)} <span className="import-wizard__extensions">({type.extensions.join(', ')})</span>
          </label>
        ))}
      </fieldset>
      <Buttons send={send} back={false} nextDisabled={context.importType === null} />
    </>
  );
}

function ProjectCode({ context, send, busy }: { context: ImportWizardContext; send: Send; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="export-wizard__step">
        <label>
          {t(importTypeOf(context.importType ?? '')?.target === 'existingProject' ? 'importExport.importWizard.targetCode' : 'importExport.importWizard.projectCode')}
          <input type="text" value={context.projectCode} disabled={busy} required onChange={(event) => send({ type: 'importWizard.setCode', projectCode: event.target.value })} />
        </label>
        <p>{t(importTypeOf(context.importType ?? '')?.target === 'existingProject' ? 'importExport.importWizard.targetCodeHint' : 'importExport.importWizard.projectCodeHint')}</p>
      </div>
      <Buttons send={send} nextDisabled={busy || context.projectCode.trim() === ''} nextLabel={t('importExport.importWizard.import')} />
    </>
  );
}

function Finished({ context, send, importedPrId }: { context: ImportWizardContext; send: Send; importedPrId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      {context.imported !== null ? (
        <p role="status">
          {t(importTypeOf(context.importType ?? '')?.target === 'existingProject' ? 'importExport.importWizard.doneInto' : 'importExport.importWizard.done', { code: context.imported })}{' '}
          {importedPrId !== null ? <Link to="/project/$projectId" params={{ projectId: importedPrId }}>{t('importExport.importWizard.open', { code: context.imported })}</Link> : null}
        </p>
      ) : <p role="alert">{t('importExport.importWizard.failed')}</p>}
      <Buttons send={send} back={context.imported === null} next={false} />
    </>
  );
}

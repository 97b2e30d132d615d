import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportWizardContext, ExportWizardEvent } from '../../../machines/export-wizard';
import type { ProjectParams } from '../../ui/routes/params';
import { exchangeExportType } from '../../domain/exchange/exchange-types';
import { useProjectBasics } from '../records/screen-data';
import { wizardExportTypes } from './export-wizard-services';
import { ExchangeOptions } from './bro-checks/ExchangeOptions';
import { ExportWizardLog } from './ExportWizardLog';
import { ShareStep } from './ShareStep';
import { useDownloadUrl, useExportWizard } from './use-export-wizard';
import './export-wizard.css';

type Send = (event: ExportWizardEvent) => void;

/**
 * The export wizard (spec 02 section 2, 'Export wizard'): choose the type, edit which points go, a
 * description and references, the export with its progress, then the log with an alert filter and the
 * file to download, and sharing it by e-mail. Every step has next and back; what was chosen is kept.
 */
export function ExportWizardScreen({ params }: { params: ProjectParams }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { projectId } = params;
  const { project } = useProjectBasics(projectId);
  const { snapshot, send, options, setOptions } = useExportWizard(projectId);
  const navigate = useNavigate();
  const closed = snapshot.status === 'done';
  useEffect(() => {
    if (closed) void navigate({ to: '/project/$projectId', params: { projectId } });
  }, [closed, navigate, projectId]);
  const { context } = snapshot;
  return (
    <section className="export-wizard" aria-labelledby={headingId}>
      <header className="export-wizard__header">
        <p className="export-wizard__project">{project?.PrCode ?? ''}</p>
        <h1 id={headingId}>{t('importExport.wizard.exportTitle')}</h1>
      </header>
      {snapshot.matches('chooseType') ? <ChooseType context={context} send={send} /> : null}
      {snapshot.matches('loadingPoints') ? <p role="status">{t('importExport.wizard.loadingPoints')}</p> : null}
      {snapshot.matches('selection') ? <Selection context={context} send={send} /> : null}
      {snapshot.matches('description') ? (
        <>
          <ExchangeOptions
            projectId={projectId}
            exportType={context.exportType ?? ''}
            points={(context.points ?? []).filter((point) => context.selection.includes(point.guid))}
            state={options}
            onChange={setOptions}
          />
          <Description context={context} send={send} />
        </>
      ) : null}
      {snapshot.matches('exporting') ? (
        <p role="status">{t('importExport.wizard.exporting')} <progress max={1} value={context.progress} aria-label={t('importExport.wizard.exporting')} /></p>
      ) : null}
      {snapshot.matches('log') ? <Finished context={context} send={send} /> : null}
      {snapshot.matches('share') || snapshot.matches('sharing') ? <ShareStep context={context} send={send} busy={snapshot.matches('sharing')} /> : null}
      {!snapshot.matches('log') && context.log.length > 0 ? <ExportWizardLog context={context} /> : null}
    </section>
  );
}

function Buttons({ send, back = true, next = true, nextDisabled = false, nextLabel }: { send: Send; back?: boolean; next?: boolean; nextDisabled?: boolean; nextLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="export-wizard__buttons">
      <button type="button" onClick={() => send({ type: 'exportWizard.close' })}>{t('importExport.wizard.close')}</button>
      {back ? <button type="button" onClick={() => send({ type: 'exportWizard.back' })}>{t('importExport.wizard.back')}</button> : null}
      {next ? <button type="button" className="button--primary" disabled={nextDisabled} onClick={() => send({ type: 'exportWizard.next' })}>{nextLabel ?? t('importExport.wizard.next')}</button> : null}
    </div>
  );
}

function ChooseType({ context, send }: { context: ExportWizardContext; send: Send }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="export-wizard__step">
        <legend>{t('importExport.wizard.chooseType')}</legend>
        {wizardExportTypes.map((type) => (
          <label key={type}>
            <input type="radio" name="exportType" value={type} checked={context.exportType === type} onChange={() => send({ type: 'exportWizard.chooseType', exportType: type })} />
            {t(exchangeExportType(type)?.labelKey ?? type)}
          </label>
        ))}
      </fieldset>
      <Buttons send={send} back={false} nextDisabled={context.exportType === null} />
    </>
  );
}

function Selection({ context, send }: { context: ExportWizardContext; send: Send }) {
  const { t } = useTranslation();
  const points = context.points ?? [];
  const toggle = (guid: string) => send({
    type: 'exportWizard.setSelection',
    guids: context.selection.includes(guid) ? context.selection.filter((chosen) => chosen !== guid) : [...context.selection, guid],
  });
  return (
    <>
      <fieldset className="export-wizard__step">
        <legend>{t('importExport.wizard.selection', { count: context.selection.length, total: points.length })}</legend>
        {exchangeExportType(context.exportType ?? '')?.wholeProject ? <p>{t('importExport.wizard.tiWholeProject')}</p> : null}
        <div className="export-wizard__buttons">
          <button type="button" onClick={() => send({ type: 'exportWizard.setSelection', guids: points.map((point) => point.guid) })}>{t('importExport.wizard.selectAll')}</button>
          <button type="button" onClick={() => send({ type: 'exportWizard.setSelection', guids: [] })}>{t('importExport.wizard.selectNone')}</button>
        </div>
        <ul className="export-wizard__points">
          {points.map((point) => (
            <li key={point.guid}>
              <label><input type="checkbox" checked={context.selection.includes(point.guid)} onChange={() => toggle(point.guid)} />{point.name}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Buttons send={send} nextDisabled={context.selection.length === 0} />
    </>
  );
}

function Description({ context, send }: { context: ExportWizardContext; send: Send }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="export-wizard__step">
        <label>
          {t('importExport.wizard.description')}
          <input type="text" value={context.description} onChange={(event) => send({ type: 'exportWizard.setDescription', description: event.target.value })} />
        </label>
        <label>
          {t('importExport.wizard.references')}
          <textarea value={context.references} onChange={(event) => send({ type: 'exportWizard.setReferences', references: event.target.value })} />
        </label>
      </div>
      <Buttons send={send} nextLabel={t('importExport.wizard.export')} />
    </>
  );
}

function Finished({ context, send }: { context: ExportWizardContext; send: Send }) {
  const { t } = useTranslation();
  const url = useDownloadUrl(context.exported?.content ?? null);
  return (
    <>
      {context.exported && url ? (
        <p role="status">
          <a className="button button--primary" href={url} download={context.exported.name}>{t('importExport.wizard.download', { file: context.exported.name })}</a>
        </p>
      ) : <p role="alert">{t('importExport.wizard.failed')}</p>}
      {context.sharedWith.length > 0 ? <p role="status">{t('importExport.share.sentTo', { recipients: context.sharedWith.join(', ') })}</p> : null}
      <ExportWizardLog context={context} send={send} />
      <Buttons send={send} next={context.exported !== null} nextLabel={t('importExport.share.open')} />
    </>
  );
}

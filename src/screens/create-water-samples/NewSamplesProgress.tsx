import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { CreateWaterSamplesEvent, createWaterSamplesMachine } from '../../../machines/create-water-samples';
import { errorNotice } from '../../ui/notices/notices-context';

/** Props of NewSamplesProgress. */
export interface NewSamplesProgressProps {
  snapshot: SnapshotFrom<typeof createWaterSamplesMachine>;
  send: (event: CreateWaterSamplesEvent) => void;
  /** The way back to the project's overview, drawn once the run has ended. */
  overview: ReactNode;
}

/**
 * A run under way or ended (spec 02 section 2: progress counted per sample, 'n of m'): the count
 * read out politely, stop while creating; the names made once done or stopped; the reason and
 * retry (from the sample that failed) or cancel after a failure.
 */
export function NewSamplesProgress({ snapshot, send, overview }: NewSamplesProgressProps) {
  const { t } = useTranslation();
  const { created, planned, failure } = snapshot.context;
  const total = planned.length || snapshot.context.selected.length;
  const made = planned.slice(0, created).map((sample) => sample.row.WsName);
  const reason = failure ? errorNotice(failure.error) : null;
  return (
    <div className="create-samples__progress">
      <progress max={total} value={created} aria-label={t('createSamples.progressLabel')} />
      <p role="status" aria-live="polite">
        {snapshot.matches('planning') ? t('createSamples.planning', { total }) : null}
        {snapshot.matches('creating') ? t('createSamples.creating', { created, total }) : null}
        {snapshot.matches('done') ? t('createSamples.done', { count: created }) : null}
        {snapshot.matches('stopped') || snapshot.matches('cancelled') ? t('createSamples.stopped', { created, total }) : null}
      </p>
      {failure && reason ? (
        <p role="alert" className="create-samples__error">
          {t(failure.step === 'plan' ? 'createSamples.planFailed' : 'createSamples.createFailed', { created, total, name: planned[created]?.row.WsName ?? '' })}
          {' '}{t(reason.messageKey, reason.params ?? {})}
        </p>
      ) : null}
      {made.length > 0 && !snapshot.hasTag('busy') ? (
        <ul className="create-samples__made" aria-label={t('createSamples.made')}>
          {made.map((name) => <li key={name}>{name}</li>)}
        </ul>
      ) : null}
      <div className="create-samples__actions">
        {snapshot.matches('creating') ? (
          <button type="button" className="button" disabled={snapshot.context.stopRequested} onClick={() => send({ type: 'createSamples.stop' })}>
            {t('createSamples.stop')}
          </button>
        ) : null}
        {snapshot.matches('failed') ? (
          <>
            <button type="button" className="button" onClick={() => send({ type: 'createSamples.cancel' })}>{t('dialog.cancel')}</button>
            <button type="button" className="button button--primary" onClick={() => send({ type: 'createSamples.retry' })}>{t('createSamples.retry')}</button>
          </>
        ) : null}
        {snapshot.status === 'done' ? overview : null}
      </div>
    </div>
  );
}

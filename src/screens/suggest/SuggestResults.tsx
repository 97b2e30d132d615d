import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';
import { trajectories } from '../../domain/suggest/suggest-settings';
import { CreateSamplesDialog } from './CreateSamplesDialog';
import { JarSwitchDialog } from './JarSwitchDialog';
import { downloadFile, suggestFile } from './suggest-files';
import type { SuggestFileKind } from './suggest-files';

interface ResultsProps {
  projectId: number;
  outcome: SuggestOutcome;
  onOutcome(outcome: SuggestOutcome): void;
}

const downloads: readonly SuggestFileKind[] = ['log', 'codeList', 'results', 'manual'];

/**
 * The outputs of suggest analysis samples (spec 02 section 2): total suggested, per zone, errors,
 * the output summary, the suggestions with their jars (each can be switched), creating the
 * analysis samples, and the downloads.
 */
export function SuggestResults({ projectId, outcome, onOutcome }: ResultsProps) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const { summary } = outcome;
  const jarName = (id: number) => outcome.profiles[String(id)]?.jarName ?? String(id);
  return (
    <section className="suggest__results" aria-label={t('suggest.output.title')}>
      <dl className="suggest__totals">
        <dt>{t('suggest.output.total')}</dt><dd data-testid="suggest-total">{summary.totalSuggested}</dd>
        {trajectories.map((zone) => [<dt key={`${zone}-t`}>{t(`suggest.zone.${zone}`)}</dt>, <dd key={`${zone}-d`} data-testid={`suggest-zone-${zone}`}>{summary.perZone[zone]}</dd>])}
      </dl>
      {outcome.errors.length > 0 ? <ul className="suggest__errors" role="alert">{outcome.errors.map((error) => <li key={error}>{t(`suggest.error.${error}`)}</li>)}</ul> : null}
      <p className="suggest__summary">{t('suggest.output.summary', { ...summary, leftOver: outcome.leftOver.length })}</p>
      {outcome.controlRun ? <p className="suggest__note">{t('suggest.output.controlRun')}</p> : null}
      {trajectories.map((zone) => {
        const inZone = outcome.suggestions.filter((suggestion) => suggestion.trajectory === zone);
        if (inZone.length === 0) return null;
        return (
          <table key={zone} className="suggest__zone" aria-label={t(`suggest.zone.${zone}`)}>
            <caption>{t(`suggest.zone.${zone}`)}</caption>
            <thead><tr><th scope="col">{t('suggest.output.suggestion')}</th><th scope="col">{t('suggest.output.soilType')}</th><th scope="col">{t('suggest.output.score')}</th><th scope="col">{t('suggest.output.jars')}</th></tr></thead>
            <tbody>
              {inZone.map((suggestion) => (
                <tr key={suggestion.id} data-suggestion={suggestion.id}>
                  <th scope="row">{suggestion.id}{suggestion.suspect ? ` · ${t('suggest.output.suspect')}` : ''}</th>
                  <td>{suggestion.soilType}</td>
                  <td>{suggestion.score}</td>
                  <td>
                    <ul className="suggest__jars">
                      {suggestion.jarIds.map((id) => (
                        <li key={id}>
                          <button type="button" onClick={() => setSwitching(id)} aria-label={t('suggest.switch.open', { jar: jarName(id) })}>{jarName(id)}</button>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      <div className="suggest__actions">
        <button type="button" disabled={outcome.controlRun || outcome.suggestions.length === 0} onClick={() => setCreating(true)}>{t('suggest.create.open')}</button>
        {downloads.map((kind) => <button key={kind} type="button" onClick={() => downloadFile(suggestFile(kind, outcome, t))}>{t(`suggest.download.${kind}`)}</button>)}
      </div>
      {created !== null ? (
        <p role="status">
          {t('suggest.create.done', { count: created })}{' '}
          <Link to="/project/$projectId/lab-assignments/$lbId" params={{ projectId, lbId: 'new' }}>{t('suggest.create.toLab')}</Link>{' '}
          <Link to="/project/$projectId/analysis-samples" params={{ projectId }}>{t('analysisSamples.command.open')}</Link>
        </p>
      ) : null}
      {switching !== null ? <JarSwitchDialog outcome={outcome} jarId={switching} onDone={(next) => { if (next) onOutcome(next); setSwitching(null); }} /> : null}
      {creating ? <CreateSamplesDialog projectId={projectId} outcome={outcome} onDone={(count) => { if (count !== null) setCreated(count); setCreating(false); }} /> : null}
    </section>
  );
}

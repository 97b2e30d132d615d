import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirmationWord, withLabAssignmentServices } from '../../../machines/lab-assignment';
import type { LabAssignmentEvent } from '../../../machines/lab-assignment';
import { labQueries } from '../../api/queries/lab-queries';
import type { AnalysisSampleRow } from '../../domain/entities/analysis-sample';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { useCommandTarget } from '../../ui/commands/use-command-target';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { labAssignmentServices } from './lab-services';
import { LabCodeSelect } from './LabCodeSelect';
import { LabStateText, LabStatusText } from './LabStateText';
import './lab.css';

/** The assignment's typed fields the screen edits (spec 02 section 3, 'Lab assignment columns'), and the lab's address. */
const textFields = ['OrderNr', 'LbLabEmail', 'ProjectLeader', 'ProjectLeaderEmail', 'SampleTransportationNr', 'Remarks'] as const;
/** The fields chosen from the lab code lists. */
const codeFields = ['SikbLabCode', 'UrgencyCode', 'PriceAgreementCode'] as const;

/** One lab assignment: its fields, its analysis samples, send and status (spec 02 sections 2 and 4). */
export function LabAssignmentScreen({ projectId, lbId }: { projectId: number; lbId: string }) {
  const { t } = useTranslation();
  const assignments = useQuery(labQueries.assignments(projectId));
  const samples = useQuery(labQueries.analysisSamples(projectId));
  const error = assignments.error ?? samples.error;
  if (error) return <OverviewError error={error} onRetry={() => { void assignments.refetch(); void samples.refetch(); }} />;
  if (!assignments.data || !samples.data) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  const stored = lbId === 'new' ? null : assignments.data.find((row) => String(row.LbID) === lbId);
  if (stored === undefined) return <p role="alert">{t('lab.screen.notFound')}</p>;
  return <LabAssignmentEditor projectId={projectId} stored={stored} projectSamples={samples.data} />;
}

interface EditorProps {
  projectId: number;
  stored: LabAssignment | null;
  projectSamples: readonly AnalysisSampleRow[];
}

function LabAssignmentEditor({ projectId, stored, projectSamples }: EditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const onIt = (sample: AnalysisSampleRow) => stored !== null && sample.LbID === stored.LbID;
  const [machine] = useState(() => withLabAssignmentServices(labAssignmentServices(client)));
  const [snapshot, send] = useMachine(machine, {
    input: { projectId, stored, samples: projectSamples.filter(onIt).map((sample) => String(sample.AsGuid)) },
  });
  const { context } = snapshot;
  const editable = snapshot.hasTag('editable');
  const samplesEditable = snapshot.hasTag('samplesEditable');
  const busy = snapshot.hasTag('busy');
  // Free samples, those on this assignment as stored now (a new one gets its LbID on save), and those chosen.
  const storedId = context.stored?.LbID;
  const offered = projectSamples.filter((sample) => sample.LbID === null || sample.LbID === undefined
    || (storedId !== null && storedId !== undefined && sample.LbID === storedId) || context.samples.includes(String(sample.AsGuid)));

  useEffect(() => {
    if (snapshot.matches('softDeleted') || snapshot.matches('discarded')) void navigate({ to: '/project/$projectId/lab-assignments', params: { projectId } });
  }, [snapshot, navigate, projectId]);

  useCommandTarget('labAssignment', {
    canSend: snapshot.can({ type: 'lab.send' }) || snapshot.can({ type: 'lab.retry' }),
    canDelete: snapshot.can({ type: 'lab.delete' }),
    send: () => send({ type: snapshot.matches('notSent') ? 'lab.retry' : 'lab.send' }),
    requestDelete: () => send({ type: 'lab.delete' }),
  });

  const edit = (event: LabAssignmentEvent) => send(event);
  return (
    <section className="lab" aria-labelledby={headingId} aria-busy={busy}>
      <header className="lab__header">
        <h1 id={headingId}>{context.stored ? t('lab.screen.title', { order: context.stored.OrderNr || String(context.stored.LbID) }) : t('lab.screen.newTitle')}</h1>
        <Link to="/project/$projectId/lab-assignments" params={{ projectId }}>{t('lab.list.title')}</Link>
        <Link to="/project/$projectId/results" params={{ projectId }}>{t('results.command.open')}</Link>
      </header>
      <p className="lab__state" role="status">
        {context.stored ? <LabStateText assignment={context.stored} /> : t('lab.state.draft')}
        {' · '}
        <LabStatusText assignment={context.assignment} />
        {busy ? ` · ${t('lab.screen.busy')}` : ''}
      </p>
      {context.failure ? <p role="alert" className="lab__failure">{t('lab.screen.failure', { reason: context.failure })}</p> : null}
      <form className="lab__fields" onSubmit={(event) => { event.preventDefault(); send({ type: 'lab.save' }); }}>
        <label>
          <span>{t('lab.field.Date')}</span>
          <input type="date" disabled={!editable} value={(context.assignment.Date ?? '').slice(0, 10)}
            onChange={(event) => edit({ type: 'lab.edit', fields: { Date: event.target.value ? `${event.target.value}T00:00:00` : null } })} />
        </label>
        {codeFields.map((field) => (
          <LabCodeSelect key={field} field={field} disabled={!editable} value={context.assignment[field] ?? ''}
            onChoose={(fields) => edit({ type: 'lab.edit', fields })} />
        ))}
        {textFields.map((field) => (
          <label key={field}>
            <span>{t(`lab.field.${field}`)}</span>
            <input type={field.endsWith('Email') ? 'email' : 'text'} disabled={!editable} value={context.assignment[field] ?? ''}
              onChange={(event) => edit({ type: 'lab.edit', fields: { [field]: event.target.value } })} />
          </label>
        ))}
        <fieldset className="lab__samples" disabled={!samplesEditable}>
          <legend>{t('lab.screen.samples', { count: context.samples.length })}</legend>
          {offered.length === 0 ? <p>{t('lab.screen.noSamples')}</p> : null}
          {offered.map((sample) => {
            const guid = String(sample.AsGuid);
            const checked = context.samples.includes(guid);
            return (
              <label key={guid} className="lab__sample">
                <input type="checkbox" checked={checked}
                  onChange={() => send(checked ? { type: 'lab.removeSamples', guids: [guid] } : { type: 'lab.addSamples', guids: [guid] })} />
                <span>{sample.Name ?? guid} ({sample.MatrixCode ?? ''}{sample.From !== null && sample.From !== undefined ? `, ${sample.From}–${sample.To ?? ''} cm` : ''})</span>
              </label>
            );
          })}
        </fieldset>
        <div className="lab__actions">
          <button type="submit" disabled={!snapshot.can({ type: 'lab.save' })}>{t('lab.command.save')}</button>
          {snapshot.matches('draft') && context.stored ? <button type="button" onClick={() => send({ type: 'lab.discard' })}>{t('lab.command.discard')}</button> : null}
          {snapshot.can({ type: 'lab.send' }) ? <button type="button" onClick={() => send({ type: 'lab.send' })}>{t('lab.command.send')}</button> : null}
          {snapshot.can({ type: 'lab.retry' }) ? <button type="button" onClick={() => send({ type: 'lab.retry' })}>{t('lab.command.retry')}</button> : null}
          {snapshot.can({ type: 'lab.delete' }) ? <button type="button" onClick={() => send({ type: 'lab.delete' })}>{t('lab.command.delete')}</button> : null}
        </div>
      </form>
      {snapshot.matches('confirmingDelete') ? (
        <form className="lab__confirm" role="alertdialog" aria-label={t('lab.confirm.title')}
          onSubmit={(event) => { event.preventDefault(); send({ type: 'lab.confirmDelete' }); }}>
          <label>
            <span>{t('lab.confirm.typeWord', { word: deleteConfirmationWord })}</span>
            <input autoFocus value={context.confirmation} onChange={(event) => send({ type: 'lab.typeConfirmation', text: event.target.value })} />
          </label>
          <button type="submit" disabled={!snapshot.can({ type: 'lab.confirmDelete' })}>{t('lab.command.delete')}</button>
          <button type="button" onClick={() => send({ type: 'lab.cancelDelete' })}>{t('lab.confirm.cancel')}</button>
        </form>
      ) : null}
    </section>
  );
}

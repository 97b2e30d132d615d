import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyMoveContext } from '../../../machines/copy-move';
import { projectQueries } from '../../api/queries/project-queries';
import { sameProject } from '../../domain/copy/copy-options';
import type { CopyMoveOptions, CopyOptionIssue } from '../../domain/copy/copy-options';
import { copyAmountMax, copyAmountMin } from '../../domain/validation/limits';

/** Props of CopyMoveOptionsForm. */
export interface CopyMoveOptionsFormProps {
  context: CopyMoveContext;
  onChange: (options: Partial<CopyMoveOptions>) => void;
  onStart: () => void;
  onCancel: () => void;
}

function OptionIssues({ id, issues }: { id: string; issues: readonly CopyOptionIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <ul id={id} className="field__issue-list">
      {issues.map((issue) => (
        <li key={issue.messageKey} className="field__issue field__issue--error">
          <span className="field__issue-kind">{t('fields.issue.error')}</span> {t(issue.messageKey, issue.params ?? {})}
        </li>
      ))}
    </ul>
  );
}

/**
 * The copy dialog's options (spec 01 section 4): copy or move, the target project (any project the
 * user can see; the source by default), the number of copies (1–100), and whether coordinates and
 * field samples come along. Issues show once the user tried to start, or as soon as a field holds
 * one it changed.
 */
export function CopyMoveOptionsForm({ context, onChange, onStart, onCancel }: CopyMoveOptionsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const projects = useQuery(projectQueries.list('all'));
  const { options } = context;
  const [copiesText, setCopiesText] = useState(String(options.copies));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const shown = (field: keyof CopyMoveOptions) => context.optionIssues.filter((issue) => issue.field === field && (context.attempted || touched.has(field)));
  const touch = (field: keyof CopyMoveOptions) => setTouched((current) => new Set(current).add(field));
  const sourceIsTarget = sameProject(options.targetProjectId, context.sourceProjectId);
  const offered = projects.data ?? [];
  const targetKnown = offered.some((project) => sameProject(project.PrID ?? '', options.targetProjectId));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart();
  };

  const modeIssues = shown('mode');
  const copiesIssues = shown('copies');
  const targetIssues = shown('targetProjectId');
  return (
    <form className="copy-move__form" onSubmit={submit} noValidate>
      <p className="copy-move__summary">{t('copyMove.options.selection', { number: context.pointGuids.length })}</p>
      <fieldset className="field field--group">
        <legend className="field__label">{t('copyMove.options.mode')}</legend>
        {(['copy', 'move'] as const).map((mode) => (
          <label key={mode} className="copy-move__choice">
            <input type="radio" name={`${id}-mode`} value={mode} checked={options.mode === mode}
              aria-describedby={modeIssues.length > 0 ? `${id}-mode-issues` : undefined}
              onChange={() => { touch('mode'); onChange({ mode }); }} />
            {t(`copyMove.options.${mode}`)}
          </label>
        ))}
        <OptionIssues id={`${id}-mode-issues`} issues={modeIssues} />
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-target`}>{t('copyMove.options.target')}</label>
        <select id={`${id}-target`} className="field__input" value={String(options.targetProjectId)}
          aria-invalid={targetIssues.length > 0} aria-describedby={targetIssues.length > 0 ? `${id}-target-issues` : undefined}
          onChange={(event) => { touch('targetProjectId'); onChange({ targetProjectId: Number(event.target.value) }); }}>
          {!targetKnown && <option value={String(options.targetProjectId)}>{t('copyMove.options.thisProject')}</option>}
          {offered.map((project) => (
            <option key={String(project.PrID)} value={String(project.PrID)}>
              {[project.PrCode, project.PrName].filter(Boolean).join(' – ')}
              {sameProject(project.PrID ?? '', context.sourceProjectId) ? ` ${t('copyMove.options.thisProjectMark')}` : ''}
            </option>
          ))}
        </select>
        {projects.isError && <p className="field__hint">{t('copyMove.options.projectsUnavailable')}</p>}
        <OptionIssues id={`${id}-target-issues`} issues={targetIssues} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-copies`}>{t('copyMove.options.copies')}</label>
        <input id={`${id}-copies`} className="field__input field__input--number" type="number" inputMode="numeric"
          min={copyAmountMin} max={copyAmountMax} step={1} value={copiesText}
          aria-invalid={copiesIssues.length > 0} aria-describedby={copiesIssues.length > 0 ? `${id}-copies-issues` : undefined}
          onChange={(event) => {
            setCopiesText(event.target.value);
            touch('copies');
            onChange({ copies: event.target.value.trim() === '' ? Number.NaN : Number(event.target.value) });
          }} />
        <OptionIssues id={`${id}-copies-issues`} issues={copiesIssues} />
      </div>
      <label className="copy-move__choice">
        <input type="checkbox" className="field__checkbox" checked={options.copyCoordinates} onChange={(event) => onChange({ copyCoordinates: event.target.checked })} />
        {t('copyMove.options.copyCoordinates')}
      </label>
      <label className="copy-move__choice">
        <input type="checkbox" className="field__checkbox" checked={options.copyFieldSamples} onChange={(event) => onChange({ copyFieldSamples: event.target.checked })} />
        {t('copyMove.options.copyFieldSamples')}
      </label>
      {options.mode === 'move' && !sourceIsTarget && <p className="field__hint">{t('copyMove.options.moveHint')}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
        <button type="submit" className="button button--primary">{t(options.mode === 'move' ? 'copyMove.options.startMove' : 'copyMove.options.startCopy')}</button>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateWaterSamplesContext, CreateWaterSamplesEvent } from '../../../machines/create-water-samples';
import { FormField } from '../../ui/forms/FormField';
import type { CodeOption } from '../../domain/editing';
import { newSampleMatrices, tubesField } from '../../domain/samples/plan-water-samples';

/** Props of NewSamplesChoices. */
export interface NewSamplesChoicesProps {
  context: CreateWaterSamplesContext;
  /** The matrix code list, for the descriptions beside the codes. */
  matrixOptions: readonly CodeOption[];
  send: (event: CreateWaterSamplesEvent) => void;
}

/**
 * The choices before a run: the tubes (all or some, narrowed by a filter on tube or point name),
 * the groundwater matrix and the sampling day. Issues show once the user tried to start.
 */
export function NewSamplesChoices({ context, matrixOptions, send }: NewSamplesChoicesProps) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = (field: string) => (context.attempted ? context.issues.filter((issue) => issue.field === field) : []);
  const needle = filter.trim().toLowerCase();
  const listed = context.tubes.filter((tube) => needle === '' || `${tube.tubeName} ${tube.pointName}`.toLowerCase().includes(needle));
  const selected = new Set(context.selected);
  const allListed = listed.length > 0 && listed.every((tube) => selected.has(tube.ftGuid));
  const choose = (guids: Iterable<string>, on: boolean) => {
    const next = new Set(selected);
    for (const guid of guids) if (on) next.add(guid); else next.delete(guid);
    send({ type: 'createSamples.select', ftGuids: [...next] });
  };
  const describe = (code: string) => matrixOptions.find((option) => option.code === code)?.description ?? code;
  const tubeIssues = shown(tubesField);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'createSamples.start' });
  };

  return (
    <form className="create-samples__form" onSubmit={submit} noValidate>
      <fieldset className="create-samples__tubes" aria-describedby={tubeIssues.length > 0 ? `${id}-tube-issues` : undefined}>
        <legend>{t('createSamples.tubes', { selected: context.selected.length, total: context.tubes.length })}</legend>
        <label className="create-samples__filter">
          {t('createSamples.filter')}
          <input type="search" className="field__input" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <label className="create-samples__choice create-samples__choice--all">
          <input type="checkbox" checked={allListed} onChange={(event) => choose(listed.map((tube) => tube.ftGuid), event.target.checked)} />
          {t('createSamples.allListed', { count: listed.length })}
        </label>
        <ul className="create-samples__list">
          {listed.map((tube) => (
            <li key={tube.ftGuid}>
              <label className="create-samples__choice">
                <input type="checkbox" checked={selected.has(tube.ftGuid)} onChange={(event) => choose([tube.ftGuid], event.target.checked)} />
                {t('createSamples.tube', { tube: tube.tubeName, point: tube.pointName })}
              </label>
            </li>
          ))}
        </ul>
        {tubeIssues.length > 0 ? (
          <p id={`${id}-tube-issues`} className="field__issue field__issue--error">{tubeIssues.map((issue) => t(issue.code, issue.params ?? {})).join(' ')}</p>
        ) : null}
      </fieldset>
      <div className="create-samples__options">
        <FormField id={`${id}-matrix`} label={t('createSamples.matrix')} required issues={shown('WsMatrixCode')}>
          {(control) => (
            <select {...control} value={context.options.matrix} onChange={(event) => send({ type: 'createSamples.setOptions', options: { matrix: event.target.value } })}>
              <option value="">{t('sampleGrids.transfer.choose')}</option>
              {newSampleMatrices.map((code) => <option key={code} value={code}>{`${code} – ${describe(code)}`}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-date`} label={t('createSamples.date')} issues={shown('WsDate')}>
          {(control) => (
            <input {...control} type="date" value={context.options.date} onChange={(event) => send({ type: 'createSamples.setOptions', options: { date: event.target.value } })} />
          )}
        </FormField>
      </div>
      <div className="create-samples__actions">
        <button type="submit" className="button button--primary">{t('createSamples.start', { count: context.selected.length })}</button>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestInput } from '../../domain/suggest/suggest-input';
import type { SuggestSettings, SuggestSettingsIssue, Trajectory } from '../../domain/suggest/suggest-settings';
import { trajectories } from '../../domain/suggest/suggest-settings';

interface FormProps {
  settings: SuggestSettings;
  points: SuggestInput['points'];
  issues: readonly SuggestSettingsIssue[];
  busy: boolean;
  onChange(settings: SuggestSettings): void;
  onSubmit(): void;
}

/** Which input each rule of spec 02 section 5 is shown under. */
const issueField: Record<SuggestSettingsIssue, 'lowerDepth' | 'maxDepth' | 'trajectories' | 'points' | 'numberOfSamples'> = {
  lowerNotBelowUpper: 'lowerDepth', maxNotBelowLower: 'maxDepth', noTrajectory: 'trajectories', noPoint: 'points', noSample: 'numberOfSamples',
};

function wholeOrZero(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
}

/** The inputs of suggest analysis samples (spec 02 section 2) with their rules (section 5) under them. */
export function SuggestForm({ settings, points, issues, busy, onChange, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const set = <K extends keyof SuggestSettings>(key: K, value: SuggestSettings[K]) => onChange({ ...settings, [key]: value });
  const issuesOf = (field: string) => issues.filter((issue) => issueField[issue] === field)
    .map((issue) => <p key={issue} className="suggest__issue" role="alert">{t(`suggest.issue.${issue}`)}</p>);
  const number = (key: 'numberOfSamples' | 'maxAdmixtures' | 'upperDepth' | 'lowerDepth' | 'maxDepth') => (
    <div className="suggest__field">
      <label htmlFor={`${id}-${key}`}>{t(`suggest.input.${key}`)}</label>
      <input id={`${id}-${key}`} type="number" min={0} value={settings[key]} onChange={(event) => set(key, wholeOrZero(event.target.value))} />
      {issuesOf(key)}
    </div>
  );
  const shownPoints = points.filter((point) => (point.MpName ?? '').toLowerCase().includes(search.trim().toLowerCase()));
  const chosen = new Set(settings.pointIds);
  const toggleTrajectory = (trajectory: Trajectory, on: boolean) =>
    set('allowedTrajectories', trajectories.filter((each) => (each === trajectory ? on : settings.allowedTrajectories.includes(each))));
  return (
    <form className="suggest__form" onSubmit={(event) => { event.preventDefault(); onSubmit(); }} aria-label={t('suggest.input.title')}>
      <div className="suggest__field">
        <label htmlFor={`${id}-code`}>{t('suggest.input.projectCode')}</label>
        <input id={`${id}-code`} value={settings.projectCode} readOnly />
      </div>
      {number('numberOfSamples')}
      {number('maxAdmixtures')}
      <div className="suggest__field">
        <label><input type="checkbox" checked={settings.controlRun} onChange={(event) => set('controlRun', event.target.checked)} /> {t('suggest.input.controlRun')}</label>
      </div>
      <div className="suggest__field">
        <label htmlFor={`${id}-days`}>{t('suggest.input.excludeOlderThanDays')}</label>
        <input id={`${id}-days`} type="number" min={0} value={settings.excludeOlderThanDays ?? ''}
          onChange={(event) => set('excludeOlderThanDays', event.target.value === '' ? null : wholeOrZero(event.target.value))} />
      </div>
      {number('upperDepth')}
      {number('lowerDepth')}
      {number('maxDepth')}
      <fieldset className="suggest__field">
        <legend>{t('suggest.input.trajectories')}</legend>
        {trajectories.map((trajectory) => (
          <label key={trajectory}>
            <input type="checkbox" checked={settings.allowedTrajectories.includes(trajectory)} onChange={(event) => toggleTrajectory(trajectory, event.target.checked)} />
            {' '}{t(`suggest.zone.${trajectory}`)}
          </label>
        ))}
        {issuesOf('trajectories')}
      </fieldset>
      <fieldset className="suggest__points">
        <legend>{t('suggest.input.points', { chosen: settings.pointIds.length, total: points.length })}</legend>
        <label htmlFor={`${id}-search`}>{t('suggest.input.search')}</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="button" onClick={() => set('pointIds', [...new Set([...settings.pointIds, ...shownPoints.map((point) => point.MpID)])])}>{t('suggest.input.chooseShown')}</button>
        <button type="button" onClick={() => set('pointIds', settings.pointIds.filter((pointId) => !shownPoints.some((point) => point.MpID === pointId)))}>{t('suggest.input.clearShown')}</button>
        <ul className="suggest__point-list">
          {shownPoints.map((point) => (
            <li key={point.MpID}>
              <label>
                <input type="checkbox" checked={chosen.has(point.MpID)}
                  onChange={(event) => set('pointIds', event.target.checked ? [...settings.pointIds, point.MpID] : settings.pointIds.filter((each) => each !== point.MpID))} />
                {' '}{point.MpName ?? point.MpID}
              </label>
            </li>
          ))}
        </ul>
        {issuesOf('points')}
      </fieldset>
      <button type="submit" disabled={busy}>{t('suggest.input.submit')}</button>
    </form>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import { useLanguage } from '../../ui/services-context';
import { OverviewError, OverviewLoading, OverviewMessage } from '../overview/OverviewStates';
import { ImporterPanel } from './ImporterPanel';
import { moveListFocus } from './sample-list-keys';
import type { ListFocus } from './sample-list-keys';
import { useSampleList } from './use-sample-list';
import './results.css';

/** Props of SampleList: the project, the sample to start on (the URL's `sample`), and where the buttons go. */
export interface SampleListProps {
  projectId: number;
  selected: string | undefined;
  onResults(sample: string): void;
  onParts(sample: string): void;
  onAllResults(): void;
}

const buttonsPerRow = 2;

/**
 * What the analysis results screen opens on (spec 02 section 2, 'Analysis results screen'): the
 * project's analysis samples — name, matrix, date, result count and lab assignment — each with a
 * button for its results and one for its sub-samples. Keyboard first: one button of the list takes
 * Tab, the arrows (and Home, End, Page keys) move between samples and between a sample's two
 * buttons, Enter presses the focused one.
 */
export function SampleList({ projectId, selected, onResults, onParts, onAllResults }: SampleListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const { rows, error, retry } = useSampleList(projectId);
  const [focus, setFocus] = useState<ListFocus>({ row: 0, column: 0 });
  const body = useRef<HTMLTableSectionElement>(null);
  const started = useRef(false);

  const focusButton = (at: ListFocus) => {
    setFocus(at);
    body.current?.querySelector<HTMLButtonElement>(`[data-row="${at.row}"][data-column="${at.column}"]`)?.focus();
  };

  // On entry the list takes focus, on the sample the user came back from when the URL names it.
  useEffect(() => {
    if (started.current || !rows || rows.length === 0) return;
    started.current = true;
    const index = Math.max(0, rows.findIndex((row) => row.AsGuid === selected));
    focusButton({ row: index, column: 0 });
  }, [rows, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!rows) return;
    const next = moveListFocus(event.key, focus, rows.length, buttonsPerRow);
    if (!next) return;
    event.preventDefault();
    focusButton(next);
  };

  const title = t('results.title');
  let content;
  if (error) content = <OverviewError error={error} onRetry={retry} />;
  else if (!rows) content = <OverviewLoading messageKey="overview.screen.loadingRows" />;
  else if (rows.length === 0) content = <OverviewMessage text={t('results.samples.none')} />;
  else {
    content = (
      <table className="results-samples__table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('analysisSamples.field.Name')}</th>
            <th scope="col">{t('analysisSamples.field.MatrixCode')}</th>
            <th scope="col">{t('analysisSamples.field.Date')}</th>
            <th scope="col" className="results-samples__numeric">{t('analysisSamples.field.ResultCount')}</th>
            <th scope="col">{t('analysisSamples.field.LabOrderNr')}</th>
            <th scope="col">{t('results.samples.actions')}</th>
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {rows.map((row, index) => {
            const guid = row.AsGuid ?? '';
            const tabIndex = (column: number) => (focus.row === index && focus.column === column ? 0 : -1);
            return (
              <tr key={guid || index} aria-current={focus.row === index ? 'true' : undefined}>
                <th scope="row">{row.Name ?? ''}</th>
                <td>{row.MatrixCode ? t(`analysisSamples.matrix.${row.MatrixCode}`, { defaultValue: row.MatrixCode }) : ''}</td>
                <td>{formatDisplayDate(row.Date, language)}</td>
                <td className="results-samples__numeric">{row.Results.toLocaleString(language)}</td>
                <td>{row.LabOrderNr}</td>
                <td className="results-samples__actions">
                  <button type="button" data-row={index} data-column={0} tabIndex={tabIndex(0)} disabled={!guid}
                    onFocus={() => setFocus({ row: index, column: 0 })} onClick={() => onResults(guid)}>
                    {t('results.samples.results')}
                  </button>
                  <button type="button" data-row={index} data-column={1} tabIndex={tabIndex(1)} disabled={!guid}
                    onFocus={() => setFocus({ row: index, column: 1 })} onClick={() => onParts(guid)}>
                    {t('results.samples.parts')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <div className="results">
      <section className="results__main results-samples" aria-labelledby={headingId}>
        <header className="results-samples__header">
          <h1 id={headingId}>{title}</h1>
          <button type="button" onClick={onAllResults}>{t('results.samples.allResults')}</button>
        </header>
        <p className="results-samples__hint">{t('results.samples.hint')}</p>
        {content}
      </section>
      <ImporterPanel projectId={projectId} />
    </div>
  );
}

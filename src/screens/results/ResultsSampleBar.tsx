import { useTranslation } from 'react-i18next';

/** Props of ResultsSampleBar: the name of the sample the results are narrowed to (none: all results) and the ways out. */
export interface ResultsSampleBarProps {
  sampleName: string | undefined;
  /** The URL names a sample the project does not have (a stale bookmark): all results are shown. */
  unknownSample: boolean;
  onSampleList(): void;
  onAllResults(): void;
}

/**
 * Above the results grid or pivot: which sample's results are shown (spec 02 section 2: the results
 * button of the sample list), the way back to that list, and, when narrowed, to all results.
 */
export function ResultsSampleBar({ sampleName, unknownSample, onSampleList, onAllResults }: ResultsSampleBarProps) {
  const { t } = useTranslation();
  return (
    <div className="results-sample-bar">
      <button type="button" onClick={onSampleList}>{t('results.samples.back')}</button>
      {sampleName !== undefined ? (
        <>
          <h2>{t('results.samples.resultsOf', { name: sampleName })}</h2>
          <button type="button" onClick={onAllResults}>{t('results.samples.allResults')}</button>
        </>
      ) : null}
      {unknownSample ? <p role="status">{t('results.samples.unknown')}</p> : null}
    </div>
  );
}

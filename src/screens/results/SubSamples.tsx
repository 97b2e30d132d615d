import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { labQueries } from '../../api/queries/lab-queries';
import { subSampleTargets } from '../../domain/lab/sub-sample-targets';
import type { SubSampleTarget } from '../../domain/lab/sub-sample-targets';
import { recordLinks, sampleLinks } from '../records/record-links';
import { OverviewError, OverviewLoading, OverviewMessage } from '../overview/OverviewStates';
import './results.css';

/** Props of SubSamples: the project, the analysis sample (AsGuid), and the ways back. */
export interface SubSamplesProps {
  projectId: number;
  sample: string | undefined;
  onBack(): void;
  onResults(sample: string): void;
}

function TargetLink({ projectId, target }: { projectId: number; target: SubSampleTarget }) {
  const { t } = useTranslation();
  const kind = t(`results.parts.kind.${target.kind}`);
  if (target.kind === 'missing') return <>{target.name} ({kind})</>;
  const link = target.kind === 'jar'
    ? recordLinks.soilSample(projectId, target.mpGuid, target.jarGuid)
    : sampleLinks[target.kind]({ projectId, measurementPointId: target.mpGuid, FtGuid: target.ftGuid }, target.wsGuid);
  return <Link {...link}>{target.name}</Link>;
}

/**
 * The sub-samples button's answer (spec 02 section 2, 'Analysis results screen'): the field samples an
 * analysis sample is made of — its jars, or its water or air sample — each a link to its record screen
 * (spec 01 section 2). Escape, or the back button, returns to the sample list on this sample.
 */
export function SubSamples({ projectId, sample, onBack, onResults }: SubSamplesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const samples = useQuery(labQueries.analysisSamples(projectId));
  const parts = useQuery(labQueries.sampleParts(projectId));
  const sources = useQuery(labQueries.subSampleSources(projectId));
  const section = useRef<HTMLElement>(null);
  const analysisSample = samples.data?.find((row) => row.AsGuid === sample);
  const targets = analysisSample && typeof analysisSample.AsID === 'number' && parts.data && sources.data
    ? subSampleTargets(analysisSample.AsID, parts.data, sources.data)
    : undefined;

  // Keyboard first: the first link (or, with none, the way back) has focus once the list is there.
  const ready = targets !== undefined || (samples.data !== undefined && !analysisSample);
  useEffect(() => {
    if (!ready) return;
    (section.current?.querySelector<HTMLElement>('li a') ?? section.current?.querySelector<HTMLElement>('.results-parts__back'))?.focus();
  }, [ready]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onBack();
  };

  const error = samples.error ?? parts.error ?? sources.error;
  const retry = () => { void samples.refetch(); void parts.refetch(); void sources.refetch(); };
  let content;
  if (error) content = <OverviewError error={error} onRetry={retry} />;
  else if (samples.data && !analysisSample) content = <OverviewMessage text={t('results.samples.unknown')} />;
  else if (!targets) content = <OverviewLoading messageKey="overview.screen.loadingList" />;
  else if (targets.length === 0) content = <OverviewMessage text={t('results.parts.none')} />;
  else {
    content = (
      <ul className="results-parts__list" aria-labelledby={headingId}>
        {targets.map((target, index) => <li key={`${target.name}-${index}`}><TargetLink projectId={projectId} target={target} /></li>)}
      </ul>
    );
  }
  return (
    <section ref={section} className="results-samples" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <header className="results-samples__header">
        <h1 id={headingId}>{t('results.parts.title', { name: analysisSample?.Name ?? '' })}</h1>
        <button type="button" className="results-parts__back" onClick={onBack}>{t('results.samples.back')}</button>
        {sample && analysisSample ? <button type="button" onClick={() => onResults(sample)}>{t('results.samples.results')}</button> : null}
      </header>
      {content}
    </section>
  );
}

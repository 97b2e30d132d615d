import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pointQueries } from '../../api';
import type { ProjectParams } from '../../ui/routes/params';
import { defaultOverviewId } from '../../ui/routes/param-schemas';
import { useLanguage } from '../../ui/services-context';
import type { TubeForSamples } from '../../domain/samples/plan-water-samples';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { useFieldSetup } from '../records/record-editor/use-field-setup';
import { useProjectBasics } from '../records/screen-data';
import { NewSamplesChoices } from './NewSamplesChoices';
import { NewSamplesProgress } from './NewSamplesProgress';
import { useCreateWaterSamples, useProjectTubes } from './use-create-water-samples';
import './create-water-samples.css';

/**
 * The create water samples dialog (spec 02 section 2), as a screen of the project like the XYZ
 * import so the palette and the toolbars reach it and a long tube list has room: choose tubes, a
 * groundwater matrix and a day, then one sample per tube is created with 'n of m' progress.
 */
export function CreateWaterSamplesScreen({ params }: { params: ProjectParams }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { projectId } = params;
  const { project } = useProjectBasics(projectId);
  const { tubes, error } = useProjectTubes(projectId);
  return (
    <section className="create-samples" aria-labelledby={headingId}>
      <header className="create-samples__header">
        <p className="create-samples__project">{project?.PrCode ?? ''}</p>
        <h1 id={headingId} className="create-samples__title">{t('createSamples.title')}</h1>
        <p className="create-samples__hint">{t('createSamples.hint')}</p>
      </header>
      {error ? <OverviewError error={error} onRetry={() => window.location.reload()} /> : null}
      {!error && !tubes ? <OverviewLoading messageKey="overview.screen.loadingRows" /> : null}
      {tubes ? <PointsWithoutTubes projectId={projectId} tubes={tubes} /> : null}
      {tubes ? <CreateWaterSamplesRun projectId={projectId} tubes={tubes} /> : null}
    </section>
  );
}

/** Spec 01 section 8, 'measurement points without gauging tubes': the points that get no sample here, by name. */
function PointsWithoutTubes({ projectId, tubes }: { projectId: number; tubes: readonly TubeForSamples[] }) {
  const { t } = useTranslation();
  const points = useQuery(pointQueries.list(projectId));
  const withTubes = new Set(tubes.map((tube) => tube.mpGuid));
  const without = (points.data ?? []).filter((point) => !withTubes.has(point.MpGuid ?? '')).map((point) => point.MpName ?? '');
  if (without.length === 0) return null;
  return (
    <details className="create-samples__without">
      <summary>{t('specGaps.pointsWithoutTubes', { count: without.length })}</summary>
      <p>{without.join(', ')}</p>
    </details>
  );
}

function CreateWaterSamplesRun({ projectId, tubes }: { projectId: number; tubes: readonly TubeForSamples[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { templateId } = useProjectBasics(projectId);
  const { codeLists } = useFieldSetup('WaterSample', language, projectId, templateId);
  const { snapshot, send } = useCreateWaterSamples(projectId, tubes);
  const overview = { to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}', params: { projectId, overviewId: defaultOverviewId } } as const;
  if (tubes.length === 0) return <p role="status">{t('createSamples.noTubes')}</p>;
  if (snapshot.matches('editing')) {
    return <NewSamplesChoices context={snapshot.context} matrixOptions={codeLists.WsMatrixCode ?? []} send={send} />;
  }
  if (snapshot.matches('cancelled') && snapshot.context.created === 0) {
    return <p role="status">{t('createSamples.cancelled')} <Link {...overview}>{t('createSamples.toOverview')}</Link></p>;
  }
  return <NewSamplesProgress snapshot={snapshot} send={send} overview={<Link {...overview} className="button">{t('createSamples.toOverview')}</Link>} />;
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectQueries } from '../../api/queries/project-queries';
import { rightsQueries } from '../../api/queries/reference-queries';
import { suggestQueries } from '../../api/queries/suggest-queries';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { SuggestWorkbench } from './SuggestWorkbench';
import './suggest.css';

/** The function the application manager enables for suggesting samples (spec 02 section 6). */
const suggestFunction = 'SuggestSamples';

const wholeNumber = /^\d{1,9}$/;

/** The screen's refusal in the catalogue's words (spec 02 section 8, 'Suggested samples'). */
function Refusal({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <section className="suggest"><h1>{t('suggest.title')}</h1><p role="alert">{t(messageKey)}</p></section>;
}

/**
 * /suggest-analysis-samples/{ProjectID}/{AvailableSampleDays} (spec 02 section 2): checks its
 * parameters, the function right ('Unauthorized', section 6), the project and its jars, then opens
 * the workbench with the project's points, layers and jars.
 */
export function SuggestSamplesScreen({ projectParam, daysParam }: { projectParam: string; daysParam: string }) {
  const validProject = wholeNumber.test(projectParam) && Number(projectParam) > 0;
  const validDays = wholeNumber.test(daysParam);
  const projectId = validProject ? Number(projectParam) : 0;
  const allowed = useQuery({ ...rightsQueries.function(suggestFunction), enabled: validProject && validDays });
  const granted = allowed.data === true;
  const project = useQuery({ ...projectQueries.detail(projectId), enabled: granted });
  const input = useQuery({ ...suggestQueries.input(projectId), enabled: granted && Boolean(project.data) });

  if (!validProject) return <Refusal messageKey="suggest.error.invalidProjectId" />;
  if (!validDays) return <Refusal messageKey="suggest.error.invalidDays" />;
  const error = allowed.error ?? project.error ?? input.error;
  if (error) return <OverviewError error={error} onRetry={() => { void allowed.refetch(); void project.refetch(); void input.refetch(); }} />;
  if (allowed.data === false) return <Refusal messageKey="suggest.server.unauthorized" />;
  if (project.data === null) return <Refusal messageKey="suggest.error.projectNotFound" />;
  if (!project.data || !input.data) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  if (input.data.jars.length === 0) return <Refusal messageKey="suggest.error.projectHasNoJars" />;
  return <SuggestWorkbench projectId={projectId} projectCode={project.data.PrCode ?? ''} input={input.data} availableSampleDays={Number(daysParam)} />;
}

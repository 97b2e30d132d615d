import { useQuery } from '@tanstack/react-query';
import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pointQueries } from '../../api/queries/point-queries';
import { projectQueries } from '../../api/queries/project-queries';
import { crumbLabelKeys } from './crumbs';

/**
 * Where the user is: project › point › record, each a link back up. Names
 * come from the cached project and point (fetched by the routes on the way in).
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const params = useParams({ strict: false });
  const crumb = useMatches({ select: (matches) => matches.map((match) => match.staticData.crumb).filter((kind) => kind !== undefined).at(-1) });
  const projectId = params.projectId;
  const pointGuid = params.measurementPointId;
  const project = useQuery({ ...projectQueries.detail(projectId ?? 0), enabled: projectId !== undefined });
  const point = useQuery({ ...pointQueries.detail(projectId ?? 0, pointGuid ?? ''), enabled: projectId !== undefined && pointGuid !== undefined });
  if (projectId === undefined) return null;

  const projectLabel = project.data?.PrCode || t('shell.crumb.project');
  const pointLabel = point.data?.MpName || t('shell.crumb.point');
  return (
    <nav className="shell__breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ol>
        <li><Link to="/">{t('shell.crumb.projects')}</Link></li>
        <li>
          <Link to="/project/$projectId" params={{ projectId }} activeOptions={{ exact: true }}>{projectLabel}</Link>
        </li>
        {pointGuid !== undefined && (
          <li>
            <Link to="/project/$projectId/measurementPoint/$measurementPointId" params={{ projectId, measurementPointId: pointGuid }} activeOptions={{ exact: true }}>
              {pointLabel}
            </Link>
          </li>
        )}
        {crumb !== undefined && <li aria-current="page">{t(crumbLabelKeys[crumb])}</li>}
      </ol>
    </nav>
  );
}

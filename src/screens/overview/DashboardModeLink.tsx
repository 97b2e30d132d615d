import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { homeDashboardNumber } from '../../domain/dashboard/home-dashboard';

/**
 * The third mode of the overview's switch (spec 02 section 2: 'Views can switch between tile, table and
 * dashboard modes'). The dashboard is a place of its own, so this is a link to the project's Home
 * Dashboard (spec 02 section 9), as the toolbar's 'open dashboard' goes there, not a saved mode.
 */
export function DashboardModeLink({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/project/$projectId/dashboard/{-$dashboardId}" params={{ projectId, dashboardId: homeDashboardNumber }}>
      {t('dataTable.mode.dashboard')}
    </Link>
  );
}

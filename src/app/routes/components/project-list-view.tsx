import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ProjectListScreen } from '../../../screens/project-list/ProjectListScreen';
import type { ProjectListTab } from '../../../screens/project-list/ProjectListScreen';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const projectList = getRouteApi('/authenticated/');

/** / → the project list; the open tab is the URL's ?tab= (a bookmark opens the same tab). */
export function ProjectListView() {
  const { tab } = projectList.useSearch();
  const navigate = useNavigate();
  const showTab = (next: ProjectListTab) => void navigate({ to: '/', search: { tab: next }, replace: true });
  return <ProjectListScreen tab={tab} onTabChange={showTab} />;
}

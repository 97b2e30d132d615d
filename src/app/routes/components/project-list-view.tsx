import { useNavigate } from '@tanstack/react-router';
import { ProjectListScreen } from '../../../screens/project-list/ProjectListScreen';
import type { ProjectListTab } from '../../../screens/project-list/ProjectListScreen';
import { projectListRoute } from '../projects';

/** / → the project list; the open tab is the URL's ?tab= (a bookmark opens the same tab). */
export function ProjectListView() {
  const { tab } = projectListRoute.useSearch();
  const navigate = useNavigate();
  const showTab = (next: ProjectListTab) => void navigate({ to: '/', search: { tab: next }, replace: true });
  return <ProjectListScreen tab={tab} onTabChange={showTab} />;
}

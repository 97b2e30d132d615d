import { getRouteApi } from '@tanstack/react-router';
import { ResultsScreen } from '../../../screens/results';

// The route's typed API by id: the route lazy-loads this view, so importing it back would be a cycle.
const resultsRoute = getRouteApi('/authenticated/project/$projectId/results');

/** /project/$projectId/results → ResultsScreen; the pivot view is `?view=pivot`. */
export function ResultsView() {
  const params = resultsRoute.useParams();
  const search = resultsRoute.useSearch();
  const navigate = resultsRoute.useNavigate();
  const pivot = search.view === 'pivot';
  return (
    <ResultsScreen
      key={params.projectId} projectId={params.projectId} pivot={pivot}
      onTogglePivot={() => void navigate({ search: { view: pivot ? 'grid' : 'pivot' }, replace: true })}
    />
  );
}

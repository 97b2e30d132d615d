import { getRouteApi } from '@tanstack/react-router';
import { ResultsScreen, SampleList, SubSamples } from '../../../screens/results';

// The route's typed API by id: the route lazy-loads this view, so importing it back would be a cycle.
const resultsRoute = getRouteApi('/authenticated/project/$projectId/results');

/**
 * /project/$projectId/results → the sample list (the default `view=samples`), one sample's
 * sub-samples (`view=parts&sample=…`), or ResultsScreen as grid or pivot (`view=grid|pivot`, narrowed
 * by `sample`). Each step is a navigation, so the browser's back goes back a step.
 */
export function ResultsView() {
  const params = resultsRoute.useParams();
  const search = resultsRoute.useSearch();
  const navigate = resultsRoute.useNavigate();
  const { projectId } = params;
  const show = (view: 'samples' | 'grid' | 'parts', sample?: string) => void navigate({ search: { view, sample } });
  if (search.view === 'samples') {
    return (
      <SampleList
        key={projectId} projectId={projectId} selected={search.sample}
        onResults={(sample) => show('grid', sample)} onParts={(sample) => show('parts', sample)} onAllResults={() => show('grid')}
      />
    );
  }
  if (search.view === 'parts') {
    return (
      <SubSamples
        key={`${projectId}-${search.sample ?? ''}`} projectId={projectId} sample={search.sample}
        onBack={() => show('samples', search.sample)} onResults={(sample) => show('grid', sample)}
      />
    );
  }
  const pivot = search.view === 'pivot';
  return (
    <ResultsScreen
      key={projectId} projectId={projectId} pivot={pivot} sample={search.sample}
      onTogglePivot={() => void navigate({ search: { view: pivot ? 'grid' : 'pivot', sample: search.sample }, replace: true })}
      onSampleList={() => show('samples', search.sample)} onAllResults={() => show('grid')}
    />
  );
}

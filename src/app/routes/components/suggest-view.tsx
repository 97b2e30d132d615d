import { getRouteApi } from '@tanstack/react-router';
import { SuggestSamplesScreen } from '../../../screens/suggest';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const suggestRoute = getRouteApi('/authenticated/suggest-analysis-samples/$ProjectID/$AvailableSampleDays');

/** /suggest-analysis-samples/$ProjectID/$AvailableSampleDays → SuggestSamplesScreen. */
export function SuggestSamplesView() {
  const params = suggestRoute.useParams();
  return <SuggestSamplesScreen key={`${params.ProjectID}/${params.AvailableSampleDays}`} projectParam={params.ProjectID} daysParam={params.AvailableSampleDays} />;
}

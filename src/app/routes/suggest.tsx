import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { authenticatedRoute } from './authenticated';

/**
 * /suggest-analysis-samples/$ProjectID/$AvailableSampleDays (spec 02 section 2, its names as the spec spells them): the parameters stay
 * text here, so the screen can answer a bad one with the catalogue's message (spec 02 section 8).
 */
export const suggestSamplesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'suggest-analysis-samples/$ProjectID/$AvailableSampleDays',
  component: lazyView(() => import('./components/suggest-view'), 'SuggestSamplesView'),
});

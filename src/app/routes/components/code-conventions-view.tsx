import { getRouteApi } from '@tanstack/react-router';
import { CodeConventionsScreen } from '../../../screens/code-conventions';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const codeConventions = getRouteApi('/authenticated/CodeConventions');

/** /CodeConventions → CodeConventionsScreen with its search. */
export function CodeConventionsView() {
  return <CodeConventionsScreen search={codeConventions.useSearch()} />;
}

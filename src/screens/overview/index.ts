/**
 * The project overview screen (spec 02 section 2, 'Project overview tabs'). The route
 * renders OverviewScreen with OverviewParams and validates its search with overviewSearchSchema.
 */
export { OverviewScreen } from './OverviewScreen';

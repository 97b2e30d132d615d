import { getRouteApi } from '@tanstack/react-router';
import { ExternalRedirectScreen } from '../../../screens/system/ExternalRedirectScreen';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const externalExport = getRouteApi('/authenticated/ExternalExport/$PrID');
const externalVerify = getRouteApi('/authenticated/ExternalVerify/$PrID');
const externalReport = getRouteApi('/authenticated/ExternalReport/$PrID');
const externalXyz = getRouteApi('/authenticated/ExternalXYZ/$PrID');

/** /ExternalImport → the import application. */
export function ExternalImportView() {
  return <ExternalRedirectScreen app="import" />;
}

/** /ExternalExport/$PrID → the export application for one project. */
export function ExternalExportView() {
  return <ExternalRedirectScreen app="export" prId={externalExport.useParams().PrID} />;
}

/** /ExternalVerify/$PrID → the verify application for one project. */
export function ExternalVerifyView() {
  return <ExternalRedirectScreen app="verify" prId={externalVerify.useParams().PrID} />;
}

/** /ExternalReport/$PrID → the report application for one project. */
export function ExternalReportView() {
  return <ExternalRedirectScreen app="report" prId={externalReport.useParams().PrID} />;
}

/** /ExternalXYZ/$PrID → the batch XYZ import for one project. */
export function ExternalXyzView() {
  return <ExternalRedirectScreen app="xyz" prId={externalXyz.useParams().PrID} />;
}

/** /citrixLogin → the remote-desktop login. */
export function CitrixLoginView() {
  return <ExternalRedirectScreen app="citrix" />;
}

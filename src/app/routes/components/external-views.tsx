import { ExternalRedirectScreen } from '../../../screens/system/ExternalRedirectScreen';
import { externalExportRoute, externalReportRoute, externalVerifyRoute, externalXyzRoute } from '../external';

/** /ExternalImport → the import application. */
export function ExternalImportView() {
  return <ExternalRedirectScreen app="import" />;
}

/** /ExternalExport/$PrID → the export application for one project. */
export function ExternalExportView() {
  return <ExternalRedirectScreen app="export" prId={externalExportRoute.useParams().PrID} />;
}

/** /ExternalVerify/$PrID → the verify application for one project. */
export function ExternalVerifyView() {
  return <ExternalRedirectScreen app="verify" prId={externalVerifyRoute.useParams().PrID} />;
}

/** /ExternalReport/$PrID → the report application for one project. */
export function ExternalReportView() {
  return <ExternalRedirectScreen app="report" prId={externalReportRoute.useParams().PrID} />;
}

/** /ExternalXYZ/$PrID → the batch XYZ import for one project. */
export function ExternalXyzView() {
  return <ExternalRedirectScreen app="xyz" prId={externalXyzRoute.useParams().PrID} />;
}

/** /citrixLogin → the remote-desktop login. */
export function CitrixLoginView() {
  return <ExternalRedirectScreen app="citrix" />;
}

import type { QueryClient } from '@tanstack/react-query';
import type { ExportAnswer, ExportRequest, ExportWizardServices } from '../../../machines/export-wizard';
import { pointQueries, projectQueries } from '../../api';
import { exportProjectFile } from '../../api/calls/import-export';
import { sendEmail } from '../../api/calls/mail';
import { isApiError } from '../../api/errors';
import { apiOf } from '../../api/queries/api-binding';
import { exchangeExportType, exchangeExportTypes } from '../../domain/exchange/exchange-types';
import type { ExportParameters } from '../../domain/exchange/export-parameters';
import { pointsToGeoJson } from '../../domain/formats/geojson/points-geojson';

/** The export types the wizard offers (spec 02 section 9): the exchange registry's, written by the server or, for GeoJSON, in the browser. */
export const wizardExportTypes = exchangeExportTypes.map((type) => type.id);

/** RFC 7946 section 12: GeoJSON's media type. */
const geoJsonMediaType = 'application/geo+json';

/** An export the server writes (the .ti file and the exchange standards), with the Parameters the wizard's options give. */
async function exportOnServer(client: QueryClient, prId: number, type: string, parameters: Omit<ExportParameters, 'ProjectID'>): Promise<ExportAnswer> {
  const answer = await exportProjectFile(apiOf(client), prId, type, undefined, { ...parameters, ConversionContext: 'ExportWizard' });
  const [file] = answer.files;
  // Error lines name the records left out (spec 02 section 4); the file holds the rest and is offered.
  if (file === undefined) return { ok: false, log: answer.log, file: null };
  return { ok: true, log: answer.log, file: { name: file.name, content: new Blob([file.content], { type: file.mediaType }) } };
}

async function exportGeoJson(client: QueryClient, prId: number, request: ExportRequest): Promise<ExportAnswer> {
  const [project, points] = await Promise.all([client.fetchQuery(projectQueries.detail(prId)), client.fetchQuery(pointQueries.list(prId))]);
  const chosen = new Set(request.pointGuids);
  const inputs = points.filter((point) => typeof point.MpGuid === 'string' && chosen.has(point.MpGuid))
    .map((point) => ({ guid: String(point.MpGuid), name: String(point.MpName ?? ''), x: point.MpXCoord, y: point.MpYCoord }));
  const coordinates = request.exportType === 'geojsonProject' ? 'project' : 'wgs84';
  const { collection, skipped } = pointsToGeoJson(inputs, project?.PrCoordinateSystem ?? '', { description: request.description, references: request.references }, coordinates);
  const name = `${project?.PrCode ?? prId}-points${coordinates === 'project' ? '-own-crs' : ''}.geojson`;
  const log: ExportAnswer['log'] = [
    ...(skipped.length > 0 ? [{ level: 'warning' as const, key: coordinates === 'project' ? 'importExport.geojson.skippedNoCoordinates' : 'importExport.geojson.skipped', params: { points: skipped.join(', ') } }] : []),
    { level: 'info', key: 'importExport.geojson.written', params: { file: name, points: collection.features.length } },
  ];
  return { ok: true, log, file: { name, content: new Blob([JSON.stringify(collection)], { type: geoJsonMediaType }) } };
}

/**
 * The export wizard's services on the real server: the project's points, and the export of the chosen type;
 * `parametersOf` gives the Parameters of the pre-export step (spec 02 section 2) for the type and the chosen points.
 */
export function exportWizardServices(client: QueryClient, prId: number, parametersOf: (type: string, pointGuids: readonly string[]) => Omit<ExportParameters, 'ProjectID'> = () => ({})): ExportWizardServices {
  return {
    loadPoints: async () => (await client.fetchQuery(pointQueries.list(prId)))
      .filter((point) => typeof point.MpGuid === 'string')
      .map((point) => ({ guid: String(point.MpGuid), name: String(point.MpName ?? '') })),
    shareFile: async (request) => {
      try {
        const answer = await sendEmail(apiOf(client), { recipients: request.recipients, subject: request.subject, description: request.message, fileName: request.file.name, content: request.file.content });
        return answer.sent
          ? { ok: true, log: [{ level: 'info', key: 'importExport.share.sent', params: { file: request.file.name, recipients: request.recipients.join(', ') } }] }
          : { ok: false, log: [{ level: 'error', key: 'importExport.share.failed', params: { reason: answer.reason } }] };
      } catch (error) {
        if (!isApiError(error)) throw error;
        return { ok: false, log: [{ level: 'error', key: error.messageKey, params: error.params }] };
      }
    },
    exportFile: async (request: ExportRequest & { onProgress: (fraction: number) => void }) => {
      request.onProgress(0.1);
      const answer = exchangeExportType(request.exportType)?.writtenBy === 'browser'
        ? await exportGeoJson(client, prId, request)
        : await exportOnServer(client, prId, request.exportType, parametersOf(request.exportType, request.pointGuids));
      request.onProgress(1);
      return answer;
    },
  };
}

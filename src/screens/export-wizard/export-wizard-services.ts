import type { QueryClient } from '@tanstack/react-query';
import type { ExportAnswer, ExportRequest, ExportWizardServices } from '../../../machines/export-wizard';
import { pointQueries, projectQueries } from '../../api';
import { exportProjectFile } from '../../api/calls/import-export';
import { sendEmail } from '../../api/calls/mail';
import { isApiError } from '../../api/errors';
import { apiOf } from '../../api/queries/api-binding';
import { pointsToGeoJson } from '../../domain/formats/geojson/points-geojson';

/** The export types the wizard offers (spec 02 section 9): the project file and the spreadsheets through the server, GeoJSON of the points in the browser. */
export const wizardExportTypes = ['ti', 'xlsx', 'csv', 'geojson', 'geojsonProject'] as const;

/** RFC 7946 section 12: GeoJSON's media type. */
const geoJsonMediaType = 'application/geo+json';

/** An export the server writes: the whole project (.ti), or the chosen points and their layers (XLSX, CSV). */
async function exportOnServer(client: QueryClient, prId: number, request: ExportRequest): Promise<ExportAnswer> {
  const answer = await exportProjectFile(apiOf(client), prId, request.exportType, request.exportType === 'ti' ? {} : { pointGuids: request.pointGuids });
  const [file] = answer.files;
  const ok = file !== undefined && !answer.log.some((entry) => entry.level === 'error');
  return { ok, log: answer.log, file: ok ? { name: file.name, content: new Blob([file.content], { type: file.mediaType }) } : null };
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

/** The export wizard's services on the real server: the project's points, the export of the chosen type, and SendEmail to share it. */
export function exportWizardServices(client: QueryClient, prId: number): ExportWizardServices {
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
      const answer = request.exportType.startsWith('geojson') ? await exportGeoJson(client, prId, request) : await exportOnServer(client, prId, request);
      request.onProgress(1);
      return answer;
    },
  };
}

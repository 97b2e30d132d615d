import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import { findCoordinateSystem } from '../../domain/coordinates/coordinate-systems';
import { mapImageFileName } from '../../domain/map/map-file-names';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useLanguage } from '../../ui/services-context';
import { ContoursDialog } from './ContoursDialog';
import type { ProjectMap } from './create-map';
import { PrintDialog } from './PrintDialog';
import { useContourDrawing } from './use-contour-drawing';
import type { ContourStatus } from './use-contour-drawing';
import { useMapImage } from './use-map-image';
import type { MapImageStatus } from './use-map-image';

/** Props of MapTools. */
export interface MapToolsProps {
  projectId: ProjectId;
  /** The map once built (null before). */
  map: ProjectMap | null;
}

function useStatusText(status: ContourStatus): string {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'idle': return '';
    case 'drawing': return t('map.contours.drawing');
    case 'saving': return t('map.edit.saving');
    case 'saved': return t('map.contours.saved');
    case 'deleted': return t('map.contours.deleted', { count: status.count });
    case 'failed': return isApiError(status.error) ? t(status.error.messageKey, status.error.params) : t('map.contours.failed');
  }
}

function useImageStatusText(status: MapImageStatus): string {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'idle': return '';
    case 'saving': return t('map.image.busy');
    case 'saved': return t('map.image.saved', { file: status.file });
    case 'refused': return t(status.key, status.params);
    case 'failed': return t('map.image.failed');
  }
}

/**
 * The map's save-map-image, print-to-scale and draw-contours tools (spec 02 section 2, 'Map'): buttons beside
 * the layer panel (so the map never changes size under the pointer), their dialogs, and a status
 * line while a contour is drawn or saved and another for the map image (its save asks for confirmation first).
 */
export function MapTools({ projectId, map }: MapToolsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const project = useQuery(projectQueries.detail(projectId));
  const systemCode = typeof project.data?.PrCoordinateSystem === 'string' && project.data.PrCoordinateSystem !== '' ? project.data.PrCoordinateSystem : 'EPSG:28992';
  const contours = useContourDrawing(projectId, systemCode, map);
  const [dialog, setDialog] = useState<'print' | 'contours' | null>(null);
  const statusText = useStatusText(contours.status);
  const image = useMapImage(projectId, project.data?.PrGuid ?? undefined);
  const imageText = useImageStatusText(image.status);
  const imageProblem = image.status.kind === 'failed' || image.status.kind === 'refused';
  /** The name proposed when the save-map-image dialog opened; null while it is closed. */
  const [imageName, setImageName] = useState<string | null>(null);
  const code = project.data?.PrCode ?? '';
  const name = project.data?.PrName ?? '';
  return (
    <div className="map-tools" role="group" aria-label={t('map.tools.more')}>
      <button type="button" disabled={!map || !project.data || image.status.kind === 'saving'}
        onClick={() => setImageName(mapImageFileName(t('map.print.fileStem'), code, new Date()))}>
        {t('map.tools.saveImage')}
      </button>
      <button type="button" disabled={!map} onClick={() => setDialog('print')}>{t('map.tools.print')}</button>
      <button type="button" disabled={!map} aria-pressed={contours.status.kind === 'drawing'}
        onClick={() => (contours.status.kind === 'drawing' ? contours.cancel() : setDialog('contours'))}>
        {t('map.tools.contours')}
      </button>
      <p className={contours.status.kind === 'failed' ? 'map-tools__status map-tools__status--problem' : 'map-tools__status'} role={contours.status.kind === 'failed' ? 'alert' : 'status'}>{statusText}</p>
      <p className={imageProblem ? 'map-tools__status map-tools__status--problem' : 'map-tools__status'} role={imageProblem ? 'alert' : 'status'}>{imageText}</p>
      {imageName !== null && map ? (
        <ConfirmDialog
          title={t('map.image.title')} message={t('map.image.message', { file: imageName })} confirmLabel={t('map.image.confirm')}
          onConfirm={() => { setImageName(null); image.save(map, imageName); }} onCancel={() => setImageName(null)}
        />
      ) : null}
      {dialog === 'print' && map ? (
        <PrintDialog
          map={map} onClose={() => setDialog(null)}
          facts={{ projectCode: code, projectName: name, systemCode, systemName: findCoordinateSystem(systemCode)?.name ?? systemCode, language }}
        />
      ) : null}
      {dialog === 'contours' ? (
        <ContoursDialog
          projectLabel={name ? `${code} — ${name}` : code} count={contours.count} deleting={contours.busy}
          onStart={(type, zone) => { setDialog(null); contours.start(type, zone); }}
          onDeleteAll={() => { setDialog(null); contours.deleteAll(); }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

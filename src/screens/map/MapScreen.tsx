import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointQueries } from '../../api';
import { layersForCompany, mapLayerCatalogue } from '../../domain/map/map-layer-catalogue';
import { recordLinks } from '../records/record-links';
import type { ProjectMap } from './create-map';
import { LayerPanel } from './LayerPanel';
import { MapTools } from './MapTools';
import { OwnLayersFieldset } from './OwnLayersFieldset';
import { useOwnLayers } from './use-own-layers';
import type { MapSearch } from './map-search';
import { initialViewOf, selectedGuidsOf } from './map-search';
import { ProjectMapPanel } from './ProjectMapPanel';
import { mapTileBase } from './tile-base';

/** Props of MapScreen: the project and the URL's map state. */
export interface MapScreenProps {
  projectId: number;
  search: MapSearch;
}

const initiallyVisible = (): Set<string> => new Set(mapLayerCatalogue.layers.filter((layer) => layer.visible).map((layer) => layer.id));

/**
 * The project's map (spec 02 section 2, 'Map'): the layer panel beside the map; the selection lives
 * in the URL (`mp`), so the points grid and the map open each other on the same point. A click on
 * the map places a point while 'place point' is on.
 */
export function MapScreen({ projectId, search }: MapScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layers = useMemo(() => layersForCompany(mapLayerCatalogue, null), []);
  const [visible, setVisible] = useState<ReadonlySet<string>>(initiallyVisible);
  const [placing, setPlacing] = useState(false);
  const [map, setMap] = useState<ProjectMap | null>(null);
  const ownLayers = useOwnLayers(projectId, map);
  const selected = useMemo(() => selectedGuidsOf(search), [search]);
  const [initialView] = useState(() => initialViewOf(search));
  const select = useCallback((guid: string) => {
    void navigate({ to: '/project/$projectId/map', params: { projectId }, search: (previous) => ({ ...previous, mp: guid }), replace: true });
  }, [navigate, projectId]);
  const first = [...selected][0];
  // Spec 01 section 8, 'some items not found': a bookmarked selection naming points no longer in the project.
  const points = useQuery(pointQueries.markers(projectId));
  const missing = points.data ? [...selected].filter((guid) => !points.data.some((point) => point.MpGuid === guid)).length : 0;
  return (
    <section className="map-screen" aria-labelledby="map-screen-title">
      <h1 id="map-screen-title" className="map-screen__title">{t('map.title')}</h1>
      {missing > 0 ? <p role="status" className="map-screen__missing">{t('specGaps.someItemsNotFound', { count: missing })}</p> : null}
      <div className="map-screen__side">
        <MapTools projectId={projectId} map={map} />
        <LayerPanel layers={layers} visible={visible} onToggle={(id, on) => setVisible((ids) => (on ? new Set([...ids, id]) : new Set([...ids].filter((other) => other !== id))))}>
          <OwnLayersFieldset {...ownLayers} />
        </LayerPanel>
      </div>
      <ProjectMapPanel
        projectId={projectId} layers={layers} visibleLayers={visible} tileBase={mapTileBase}
        selected={selected} onSelect={select} placing={placing} initialView={initialView} onMap={setMap}
        tools={(
          <>
            <button type="button" aria-pressed={placing} onClick={() => setPlacing((on) => !on)}>{t('map.tools.place')}</button>
            {first ? (
              <>
                <button type="button" onClick={() => void navigate({ to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}', params: { projectId, overviewId: 108, mpGuid: first } })}>{t('map.tools.showInGrid')}</button>
                <button type="button" onClick={() => void navigate(recordLinks.point(projectId, first))}>{t('map.tools.openPoint')}</button>
              </>
            ) : null}
          </>
        )}
      />
    </section>
  );
}

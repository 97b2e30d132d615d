import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { mapLayerCatalogue } from '../../../domain/map/map-layer-catalogue';
// The panel alone, not the map screen's barrel: the screen's print code (pdf-lib) stays out of this chunk.
import { ProjectMapPanel } from '../../map/ProjectMapPanel';
import { mapTileBase } from '../../map/tile-base';
import type { WidgetProps } from './widget-props';

const catalogueLayers = mapLayerCatalogue.layers.filter((layer) => layer.companies === undefined);
const visibleLayers: ReadonlySet<string> = new Set(catalogueLayers.filter((layer) => layer.visible).map((layer) => layer.id));
const noSelection: ReadonlySet<string> = new Set();

/** The measurement point map (spec 02 section 2): the map screen's panel, all points in view; a marker opens its point. */
export function PointMapWidget({ projectId }: WidgetProps) {
  const navigate = useNavigate();
  const selected = useMemo(() => noSelection, []);
  return (
    <div className="dashboard-map">
      <ProjectMapPanel
        projectId={projectId} layers={catalogueLayers} visibleLayers={visibleLayers} tileBase={mapTileBase}
        selected={selected} placing={false}
        onSelect={(guid) => { void navigate({ to: '/project/$projectId/measurementPoint/$measurementPointId', params: { projectId, measurementPointId: guid } }); }}
      />
    </div>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { mapLayerCatalogue } from '../../domain/map/map-layer-catalogue';
// The panel alone, not the map screen's barrel: the screen's print code (pdf-lib) stays out of this chunk.
import { ProjectMapPanel } from '../map/ProjectMapPanel';
import { mapTileBase } from '../map/tile-base';
import './point-map.css';

const catalogueLayers = mapLayerCatalogue.layers.filter((layer) => layer.companies === undefined);
const visibleLayers: ReadonlySet<string> = new Set(catalogueLayers.filter((layer) => layer.visible).map((layer) => layer.id));
/** Metres a pixel when the map opens on the point: its surroundings at street level. */
const pointResolution = 0.5;

/**
 * The point screen's map (spec 01 section 2, `…/{openMap}`): the project's points around this one,
 * this one highlighted; a click on another marker opens that point with its map.
 */
export function PointMap({ projectId, point }: { projectId: number; point: MeasurementPoint | undefined }) {
  const navigate = useNavigate();
  const guid = point?.MpGuid ?? '';
  const selected = useMemo(() => new Set(guid ? [guid] : []), [guid]);
  const x = point?.MpXCoord;
  const y = point?.MpYCoord;
  const initialView = typeof x === 'number' && typeof y === 'number' ? { center: [x, y] as [number, number], resolution: pointResolution } : undefined;
  if (!point) return null;
  return (
    <ProjectMapPanel
      projectId={projectId} layers={catalogueLayers} visibleLayers={visibleLayers} tileBase={mapTileBase}
      selected={selected} placing={false} initialView={initialView}
      onSelect={(other) => {
        if (other !== guid) void navigate({ to: '/project/$projectId/measurementPoint/$measurementPointId/$openMap', params: { projectId, measurementPointId: other, openMap: 'map' } });
      }}
    />
  );
}

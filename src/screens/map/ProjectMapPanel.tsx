import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointQueries, projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import { mapContourKind } from '../../api/kinds/map-contour-kind';
import { mapContoursOf } from '../../domain/map/map-contour';
import type { MapLayerEntry } from '../../domain/map/map-layer-catalogue';
import { mapPointsOf } from '../../domain/map/map-points';
import type { MapPoint } from '../../domain/map/map-points';
import { createProjectMap } from './create-map';
import { labelMapControls } from './map-control-labels';
import type { InitialView, ProjectMap } from './create-map';
import { MarkerStatus } from './MarkerStatus';
import { useMarkerEdits } from './use-marker-edits';
import 'ol/ol.css';
import './map.css';

/** Props of ProjectMapPanel. */
export interface ProjectMapPanelProps {
  projectId: ProjectId;
  /** The catalogue layers the user may see (visibility is `visibleLayers`). */
  layers: readonly MapLayerEntry[];
  /** Ids of the layers switched on. */
  visibleLayers: ReadonlySet<string>;
  /** The installation's tile setting (see `tileUrlOf`). */
  tileBase: string | undefined;
  /** MpGuids highlighted on the map. */
  selected: ReadonlySet<string>;
  /** A marker was clicked, or a point was placed: the screen makes it the selection. */
  onSelect(guid: string): void;
  /** A click on the map places a new point. */
  placing: boolean;
  initialView?: InitialView;
  /** Extra tools beside undo, e.g. the map screen's place toggle. */
  tools?: React.ReactNode;
  /** Told of the map once it is built (and of null when it goes), for tools that print or draw on it. */
  onMap?(map: ProjectMap | null): void;
}

/**
 * The project's measurement points on a map in the project's own coordinate system (spec 02 section
 * 2, 'Map'), with dragging, placing, undo and a status line; shared by the map screen and the point
 * screen's map (spec 01 section 2, `/{openMap}`).
 */
export function ProjectMapPanel({ projectId, layers, visibleLayers, tileBase, selected, onSelect, placing, initialView, tools, onMap }: ProjectMapPanelProps) {
  const { t } = useTranslation();
  const project = useQuery(projectQueries.detail(projectId));
  const points = useQuery(pointQueries.markers(projectId));
  const systemCode = typeof project.data?.PrCoordinateSystem === 'string' ? project.data.PrCoordinateSystem : 'EPSG:28992';
  const edits = useMarkerEdits(projectId, systemCode, points.data);
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(new Set());
  const target = useRef<HTMLDivElement>(null);
  const notices = useRef<HTMLDivElement>(null);
  const map = useRef<ProjectMap | null>(null);
  const drawnPoints = useRef<readonly MapPoint[] | null>(null);
  const mapPoints = useMemo(() => mapPointsOf(points.data ?? []), [points.data]);
  const contourRows = useQuery(mapContourKind.list({ prId: projectId }));
  const contours = useMemo(() => mapContoursOf(contourRows.data ?? []), [contourRows.data]);
  // The map's handlers read the latest props and edits through a ref: the map is built once per system.
  const latest = useRef({ edits, onSelect, placing, mapPoints, contours, onMap });
  latest.current = { edits, onSelect, placing, mapPoints, contours, onMap };
  const ready = project.data !== undefined;
  const controlLabels = useMemo(() => ({ zoomIn: t('map.control.zoomIn'), zoomOut: t('map.control.zoomOut'), attributions: t('map.control.attributions') }), [t]);

  useEffect(() => {
    if (!ready || !target.current) return undefined;
    const created = createProjectMap({
      target: target.current,
      systemCode,
      catalogue: layers.map((layer) => ({ ...layer, visible: visibleLayers.has(layer.id) })),
      tileBase,
      initialView,
      handlers: {
        canDrag: () => latest.current.edits.status.kind !== 'saving',
        picked: (guid) => latest.current.onSelect(guid),
        dropped: (guid, _from, to) => {
          void latest.current.edits.move(guid, to).then((saved) => {
            // A refused or failed move puts the marker back where the point still is.
            if (!saved) map.current?.setPoints(latest.current.mapPoints);
          });
        },
        clickedEmpty: (coordinate) => {
          if (!latest.current.placing) return;
          void latest.current.edits.place(coordinate).then((guid) => { if (guid) latest.current.onSelect(guid); });
        },
        tilesUnavailable: (id) => setUnavailable((ids) => new Set([...ids, id])),
      },
    });
    map.current = created;
    created.setPoints(latest.current.mapPoints);
    drawnPoints.current = latest.current.mapPoints;
    created.setContours(latest.current.contours);
    latest.current.onMap?.(created);
    return () => {
      latest.current.onMap?.(null);
      created.destroy();
      map.current = null;
    };
    // Built once per project system: layers, tiles and the first view are read when it is built.
  }, [ready, systemCode]);

  // After the map is built (the effect above) and whenever the language changes.
  useEffect(() => {
    if (ready && target.current) labelMapControls(target.current, controlLabels);
  }, [ready, systemCode, controlLabels]);

  // A fit keeps the points clear of the notices that lie over the map's top.
  useEffect(() => {
    const element = notices.current;
    if (!ready || !element) return undefined;
    const inset = () => map.current?.setTopInset(element.childElementCount > 0 ? element.offsetTop + element.offsetHeight : 0);
    const observer = new ResizeObserver(inset);
    observer.observe(element);
    inset();
    return () => observer.disconnect();
  }, [ready, systemCode]);

  // The map gets its points as it is built; on that same render they need not be laid again (10,000 features rebuilt).
  useEffect(() => {
    if (!map.current || drawnPoints.current === mapPoints) return;
    map.current.setPoints(mapPoints);
    drawnPoints.current = mapPoints;
  }, [mapPoints]);
  useEffect(() => { map.current?.setContours(contours); }, [contours]);
  useEffect(() => { map.current?.setSelected(selected); }, [selected, mapPoints]);
  useEffect(() => {
    for (const layer of layers) map.current?.setLayerVisible(layer.id, visibleLayers.has(layer.id));
  }, [layers, visibleLayers]);

  const offline = layers.some((layer) => visibleLayers.has(layer.id) && unavailable.has(layer.id)) || (tileBase?.trim() === 'none');
  return (
    <div className="project-map">
      <div className="project-map__tools" role="toolbar" aria-label={t('map.tools.label')}>
        {tools}
        <button type="button" disabled={!edits.canUndo || edits.status.kind === 'saving'} onClick={() => void edits.undo()}>{t('map.tools.undo')}</button>
        <MarkerStatus status={edits.status} />
      </div>
      <div className="project-map__frame">
        {/* Notices lie over the map, so they never move or resize it under the user's pointer. */}
        <div ref={notices} className="project-map__notices">
          {offline ? <p className="project-map__notice" role="status">{t('map.tiles.unavailable')}</p> : null}
          {points.error ? <p className="project-map__notice" role="alert">{t('map.pointsFailed')}</p> : null}
        </div>
        <div
          ref={target}
          className={placing ? 'project-map__canvas project-map__canvas--placing' : 'project-map__canvas'}
          data-testid="project-map"
          data-points={mapPoints.length}
          data-contours={contours.length}
          tabIndex={0}
          aria-label={t('map.canvasLabel', { count: mapPoints.length })}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && edits.canUndo) {
              event.preventDefault();
              void edits.undo();
            }
          }}
        />
      </div>
    </div>
  );
}

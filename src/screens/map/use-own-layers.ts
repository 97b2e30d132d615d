import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Feature from 'ol/Feature';
import { projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import { getMediaLink } from '../../api/calls/media';
import { apiOf } from '../../api/queries/api-binding';
import { mediaKeys, mediaQueries } from '../../api/queries/media-queries';
import { ownLayerColour, ownMapLayersOf } from '../../domain/map/own-map-layers';
import type { OwnMapLayer } from '../../domain/map/own-map-layers';
import type { ProjectMap } from './create-map';
import { readKlicLayer } from './klic-layer-features';
import { readOwnLayer } from './own-layer-features';

/** Why a switched-on own layer is not drawn: a translation key and its file. */
export interface OwnLayerNotice {
  fileName: string;
  key: 'map.ownLayers.downloadFailed' | 'map.ownLayers.unreadable' | 'map.ownLayers.notKlic' | 'map.ownLayers.unknownSystem';
  system?: string;
}

/** The own layers of the map screen's panel: what there is, what is on, in which colour, and what failed. */
export interface OwnLayers {
  layers: readonly (OwnMapLayer & { colour: string })[];
  visible: ReadonlySet<string>;
  toggle(fileName: string, on: boolean): void;
  notices: readonly OwnLayerNotice[];
}

/**
 * The project's MapLayers media and KLIC zips as map layers (spec 02 section 2, 'Map'), all off at first: a layer
 * switched on is fetched through its signed link (GetLink), read into the map's system, and drawn.
 */
export function useOwnLayers(projectId: ProjectId, map: ProjectMap | null): OwnLayers {
  const client = useQueryClient();
  const project = useQuery(projectQueries.detail(projectId));
  const projectGuid = project.data?.PrGuid ?? undefined;
  const media = useQuery({ ...mediaQueries.list(projectId, projectGuid ?? ''), enabled: projectGuid !== undefined });
  const layers = useMemo(() => ownMapLayersOf(media.data ?? []).map((layer, index) => ({ ...layer, colour: ownLayerColour(index) })), [media.data]);
  const [visible, setVisible] = useState<ReadonlySet<string>>(new Set());
  const shown = layers.filter((layer) => visible.has(layer.fileName));
  const projection = map?.projection;
  const readings = useQueries({
    queries: shown.map((layer) => ({
      queryKey: mediaKeys.ownLayer(projectId, layer.fileName, projection?.getCode() ?? ''),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        if (!projectGuid || !projection) throw new Error('the map is not ready');
        const link = await getMediaLink(apiOf(client), projectGuid, layer.fileName, { signal });
        const response = await fetch(link, { signal });
        if (!response.ok) throw new Error(`${layer.fileName}: HTTP ${response.status}`);
        return layer.format === 'klic'
          ? readKlicLayer(new Uint8Array(await response.arrayBuffer()), projection)
          : readOwnLayer(await response.text(), layer.format, projection);
      },
      enabled: projectGuid !== undefined && projection !== undefined,
      // A file's features do not change while it keeps its name: a new upload of that name is refused.
      staleTime: Infinity,
      retry: false,
    })),
  });

  const featuresOf = new Map<string, readonly Feature[]>();
  const notices: OwnLayerNotice[] = [];
  shown.forEach((layer, index) => {
    const reading = readings[index];
    const data = reading?.data;
    if (reading?.error) notices.push({ fileName: layer.fileName, key: 'map.ownLayers.downloadFailed' });
    else if (!data) return;
    else if (data.ok) featuresOf.set(layer.fileName, data.features);
    else if (data.reason === 'unreadable') notices.push({ fileName: layer.fileName, key: 'map.ownLayers.unreadable' });
    else if (data.reason === 'notKlic') notices.push({ fileName: layer.fileName, key: 'map.ownLayers.notKlic' });
    else notices.push({ fileName: layer.fileName, key: 'map.ownLayers.unknownSystem', system: data.system });
  });

  // Only a layer whose features changed is laid again; a new map (another system) starts empty.
  const drawn = useRef<{ map: ProjectMap | null; features: Map<string, readonly Feature[]> }>({ map: null, features: new Map() });
  useEffect(() => {
    if (!map) return;
    if (drawn.current.map !== map) drawn.current = { map, features: new Map() };
    const names = new Set([...drawn.current.features.keys(), ...featuresOf.keys()]);
    for (const name of names) {
      const features = featuresOf.get(name) ?? null;
      if ((drawn.current.features.get(name) ?? null) === features) continue;
      map.setOwnLayer(name, features, layers.find((layer) => layer.fileName === name)?.colour ?? ownLayerColour(0));
      if (features) drawn.current.features.set(name, features);
      else drawn.current.features.delete(name);
    }
  });

  const toggle = useCallback((fileName: string, on: boolean) => {
    setVisible((names) => (on ? new Set([...names, fileName]) : new Set([...names].filter((name) => name !== fileName))));
  }, []);
  return { layers, visible, toggle, notices };
}

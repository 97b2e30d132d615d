import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mapContourKind } from '../../api/kinds/map-contour-kind';
import type { ProjectId } from '../../api';
import { contourGeometryText } from '../../domain/map/map-contour';
import type { ContourType } from '../../domain/map/map-contour';
import type { ProjectMap } from './create-map';

/** Where drawing and deleting contours stand, for the map's status line. */
export type ContourStatus =
  | { kind: 'idle' }
  | { kind: 'drawing' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'deleted'; count: number }
  | { kind: 'failed'; error: unknown };

/**
 * Drawing and deleting a project's contours (spec 02 section 2, 'Map'): `start` lets the user draw
 * one outline on the map and saves it with its type and zone (SetMapContours INSERT, corners rounded
 * to the system's digits); Escape stops drawing; `deleteAll` deletes every contour of the project.
 */
export function useContourDrawing(projectId: ProjectId, systemCode: string, map: ProjectMap | null) {
  const parent = { prId: projectId };
  const contours = useQuery(mapContourKind.list(parent));
  const save = useMutation(mapContourKind.save(parent));
  const [status, setStatus] = useState<ContourStatus>({ kind: 'idle' });
  const stop = useRef<(() => void) | null>(null);

  const cancel = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setStatus({ kind: 'idle' });
  }, []);

  const start = (type: ContourType, zone: string) => {
    if (!map) return;
    stop.current?.();
    setStatus({ kind: 'drawing' });
    stop.current = map.drawContour((corners) => {
      stop.current = null;
      setStatus({ kind: 'saving' });
      const row = { CoType: type, CoZone: zone === '' ? null : zone, CoGeoJson: contourGeometryText(corners, systemCode) };
      save.mutateAsync({ action: 'INSERT', rows: [row] }).then(
        () => setStatus({ kind: 'saved' }),
        (error: unknown) => setStatus({ kind: 'failed', error }),
      );
    });
  };

  const deleteAll = () => {
    const rows = contours.data ?? [];
    if (rows.length === 0) return;
    setStatus({ kind: 'saving' });
    save.mutateAsync({ action: 'DELETE', rows }).then(
      () => setStatus({ kind: 'deleted', count: rows.length }),
      (error: unknown) => setStatus({ kind: 'failed', error }),
    );
  };

  const drawing = status.kind === 'drawing';
  useEffect(() => {
    if (!drawing) return undefined;
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') cancel(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawing, cancel]);
  useEffect(() => () => stop.current?.(), []);

  return { status, count: contours.data?.length ?? 0, busy: save.isPending, start, cancel, deleteAll };
}

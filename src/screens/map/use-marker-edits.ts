import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { pointMutations, pointQueries } from '../../api';
import type { ProjectId } from '../../api';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { fractionDigitsFor } from '../../domain/coordinates/coordinate-systems';
import type { MapPointRow } from '../../domain/map/map-points';
import { placeMarker } from '../../domain/map/marker-placement';
import { newPointName } from '../project/new-point';
import { newGuid } from '../../domain/wire/new-guid';
import type { ValidationIssue } from '../../domain/validation/issue';

/** The outcome of the last marker edit, for the map's status line. */
export type MarkerEditStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'moved'; name: string; x: string; y: string }
  | { kind: 'placed'; name: string; x: string; y: string }
  | { kind: 'undone'; name: string }
  | { kind: 'refused'; issue: ValidationIssue }
  | { kind: 'failed'; error: unknown };

/** One move to take back: the point and where it was. */
interface MoveRecord {
  guid: string;
  x: number | null | undefined;
  y: number | null | undefined;
}

/** What the map screen can do with markers, saved like any edit of the point. */
export interface MarkerEdits {
  status: MarkerEditStatus;
  canUndo: boolean;
  /** Saves a dragged marker at its dropped coordinate (rounded, checked); false when refused or failed. */
  move(guid: string, to: [number, number]): Promise<boolean>;
  /** Creates a point at a clicked coordinate, named after the project's last point. */
  place(at: [number, number]): Promise<string | null>;
  /** Puts the last moved point back where it was. */
  undo(): Promise<void>;
}

/**
 * Marker edits of the map (spec 02 section 2, 'place a measurement point marker', 'drag a marker'):
 * the dropped coordinate is rounded to the system's fraction digits and checked against its bounds
 * (spec 01 section 5) before anything is sent; the write is the point screen's own SetMeasurementPoint,
 * so the points grid and the point screen see the new X/Y at once; moves can be taken back, newest first.
 * The map knows each point's guid, name and X/Y only: a move reads the whole point just before it writes it.
 */
export function useMarkerEdits(projectId: ProjectId, systemCode: string, points: readonly MapPointRow[] | undefined): MarkerEdits {
  const client = useQueryClient();
  const { mutateAsync: write } = useMutation(pointMutations.save(projectId));
  const [status, setStatus] = useState<MarkerEditStatus>({ kind: 'idle' });
  const [undoCount, setUndoCount] = useState(0);
  const undoStack = useRef<MoveRecord[]>([]);
  const pointsRef = useRef(points);
  pointsRef.current = points;

  const shown = useCallback((x: number, y: number) => {
    const digits = fractionDigitsFor(systemCode);
    return { x: x.toFixed(digits), y: y.toFixed(digits) };
  }, [systemCode]);

  // The point as the server has it now (fetchQuery reads it afresh), so the write carries its current RowVersion.
  const currentRow = useCallback(async (guid: string): Promise<MeasurementPoint | null> => client.fetchQuery(pointQueries.detail(projectId, guid)), [client, projectId]);

  const saveAt = useCallback(async (guid: string, x: number | null | undefined, y: number | null | undefined): Promise<MeasurementPoint | null> => {
    setStatus({ kind: 'saving' });
    const row = await currentRow(guid);
    if (!row) return null;
    await write({ action: 'UPDATE', row: { ...row, MpXCoord: x, MpYCoord: y } });
    return row;
  }, [currentRow, write]);

  const move = useCallback(async (guid: string, to: [number, number]) => {
    if (!pointsRef.current?.some((point) => point.MpGuid === guid)) return false;
    const placed = placeMarker(to, systemCode);
    if (!placed.ok) {
      setStatus({ kind: 'refused', issue: placed.issues[0]! });
      return false;
    }
    let row: MeasurementPoint | null;
    try {
      row = await saveAt(guid, placed.x, placed.y);
    } catch (error) {
      setStatus({ kind: 'failed', error });
      return false;
    }
    if (!row) {
      // Deleted by someone else since the map was read.
      setStatus({ kind: 'idle' });
      return false;
    }
    undoStack.current.push({ guid, x: row.MpXCoord, y: row.MpYCoord });
    setUndoCount(undoStack.current.length);
    setStatus({ kind: 'moved', name: row.MpName ?? '', ...shown(placed.x, placed.y) });
    return true;
  }, [saveAt, shown, systemCode]);

  const place = useCallback(async (at: [number, number]) => {
    const placed = placeMarker(at, systemCode);
    if (!placed.ok) {
      setStatus({ kind: 'refused', issue: placed.issues[0]! });
      return null;
    }
    const guid = newGuid();
    const name = newPointName(pointsRef.current ?? []);
    setStatus({ kind: 'saving' });
    try {
      await write({ action: 'INSERT', row: { MpGuid: guid, MpName: name, MpXCoord: placed.x, MpYCoord: placed.y } });
    } catch (error) {
      setStatus({ kind: 'failed', error });
      return null;
    }
    setStatus({ kind: 'placed', name, ...shown(placed.x, placed.y) });
    return guid;
  }, [shown, systemCode, write]);

  const undo = useCallback(async () => {
    const last = undoStack.current.at(-1);
    if (!last) return;
    let row: MeasurementPoint | null;
    try {
      row = await saveAt(last.guid, last.x, last.y);
    } catch (error) {
      setStatus({ kind: 'failed', error });
      return;
    }
    undoStack.current.pop();
    setUndoCount(undoStack.current.length);
    // A point deleted meanwhile has nowhere to go back to.
    setStatus(row ? { kind: 'undone', name: row.MpName ?? '' } : { kind: 'idle' });
  }, [saveAt]);

  return { status, canUndo: undoCount > 0, move, place, undo };
}

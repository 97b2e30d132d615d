import { geometryFromCoordinates } from '../../../../src/domain/coordinates/point-text';
import { clearGeometryWithoutCoordinates, withDefaultPointDate } from '../../../../src/domain/points/measurement-point-rules';
import type { WireRow } from '../../../db/repositories/entity-rows';
import type { RowKind, WriteContext } from '../row-kind';
import { domainRules } from './rule-check';

/**
 * MpPointGeometry from X, Y and Z with the domain's point-text formatter in the project's system;
 * cleared when both coordinates are empty (spec 01 section 4), and when X/Y cannot make a point
 * (validation names that problem; a stale geometry must not outlive its coordinates).
 */
function withGeometry(point: WireRow, coordinateSystem: string | undefined): WireRow {
  const cleared = clearGeometryWithoutCoordinates(point as { MpXCoord?: number | null; MpYCoord?: number | null; MpPointGeometry?: string | null });
  if (cleared !== point) return cleared;
  const geometry = geometryFromCoordinates(point.MpXCoord, point.MpYCoord, point.MpZCoord, coordinateSystem ?? '');
  return { ...point, MpPointGeometry: geometry.ok ? geometry.value : null };
}

/** The server's point rules (spec 01 section 4): a new point without a date gets today; the geometry follows the coordinates. */
function preparePoint(row: WireRow, before: WireRow | undefined, context: WriteContext): WireRow {
  const dated = before ? row : withDefaultPointDate(row as { MpDate?: string | null }, context.now);
  return withGeometry(dated, context.coordinateSystem);
}

/** What the point rules need of the project's other points: their names (unique in the project). */
export const pointSiblingFields = ['MpGuid', 'PrID', 'MpName'] as const;

/**
 * Measurement points of a project: name required and unique in the project, coordinates within the
 * project's system (spec 01 section 5). Of the other points only the name is read, so a save into a
 * 10,000-point project does not load 10,000 whole points.
 */
export const pointRows: RowKind<'measurementPoint'> = {
  kind: 'measurementPoint',
  siblings: { scope: 'parent', fields: pointSiblingFields },
  validate: domainRules('measurementPoint', {
    groupByParent: false,
    context: ({ context }) => ({
      ...(context.coordinateSystem ? { coordinateSystem: context.coordinateSystem } : {}),
      ...(context.pointsWithoutCoordinates ? { allowNoCoordinates: true } : {}),
    }),
  }),
  prepare: preparePoint,
};

import { airMatrixCodes, groundwaterMatrixCodes, isAirSample, surfaceWaterMatrixCodes } from '../../domain/codes/matrix-codes';
import type { MatrixCode } from '../../domain/codes/matrix-codes';
import { observationProperties } from '../../domain/codes/observation-properties';
import type { ObservationProperty } from '../../domain/codes/observation-properties';

/** Water or air: the two sample grids of a placement (spec 01 section 3: matrix OL and BL are air). */
export type SampleKind = 'water' | 'air';

/** Where a grid's samples hang: under a tube (its FtID) or directly under the point (null). */
export interface SampleGridPlace {
  kind: SampleKind;
  ftId: number | null;
}

/**
 * The matrices a sample grid offers (spec 01 section 3): a tube's water samples the groundwater list
 * (no OW, OL, BL, SL, OV, GR, 14), the point's the surface-water list (no GW, OL, BL, SL, OV, GR, 14),
 * air samples OL and BL.
 */
export function matrixCodesFor(place: SampleGridPlace): readonly MatrixCode[] {
  if (place.kind === 'air') return airMatrixCodes;
  return place.ftId === null ? surfaceWaterMatrixCodes : groundwaterMatrixCodes;
}

/** The samples of `all` that belong in the grid: of its kind, under its tube or (without one) at the point itself. */
export function samplesOfPlace<S extends { FtID?: number | null; WsMatrixCode?: string | null }>(all: readonly S[], place: SampleGridPlace): S[] {
  return all.filter((sample) => (sample.FtID ?? null) === place.ftId && isAirSample(sample.WsMatrixCode) === (place.kind === 'air'));
}

/** The observations shown as columns: every property for water (spec 01 section 3's list), the PID reading for air. */
export function observationPropertiesFor(kind: SampleKind): readonly ObservationProperty[] {
  return kind === 'air' ? observationProperties.filter((property) => property.code === 'PID') : observationProperties;
}

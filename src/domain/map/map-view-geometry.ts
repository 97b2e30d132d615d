/**
 * A north-up map view in a projected system: the coordinate at the centre of the viewport, how
 * many system units (metres) one CSS pixel spans, and the viewport's size in CSS pixels. The map
 * screen of spec 02 section 2 draws in the project's own coordinate system, so this is all it
 * takes to go between a point's X/Y and where it is drawn.
 */
export interface MapViewGeometry {
  /** [x, y] at the centre of the viewport, in the system's units. */
  readonly center: readonly [number, number];
  /** System units per CSS pixel (metres per pixel for every projected system of code list 37). */
  readonly resolution: number;
  /** [width, height] of the viewport in CSS pixels. */
  readonly size: readonly [number, number];
}

/** A pixel position [column, row] from the viewport's top-left corner; rows grow downward. */
export type Pixel = readonly [number, number];

/** Where a coordinate is drawn: X grows to the right, Y grows upward while pixel rows grow downward. */
export function coordinateToPixel(view: MapViewGeometry, coordinate: readonly [number, number]): Pixel {
  const [cx, cy] = view.center;
  const [width, height] = view.size;
  return [width / 2 + (coordinate[0] - cx) / view.resolution, height / 2 - (coordinate[1] - cy) / view.resolution];
}

/** The coordinate under a pixel: the inverse of `coordinateToPixel`. */
export function pixelToCoordinate(view: MapViewGeometry, pixel: Pixel): [number, number] {
  const [cx, cy] = view.center;
  const [width, height] = view.size;
  return [cx + (pixel[0] - width / 2) * view.resolution, cy - (pixel[1] - height / 2) * view.resolution];
}

import { error, warning } from '../issue';
import type { ValidationIssue } from '../issue';
import { readNumber } from './number';

/** The wire fields continuity reads: depths in cm below surface (spec 01 section 3). */
export interface LayerDepths {
  LaFrom?: unknown;
  LaTo?: unknown;
}

/** A layer with a usable range, and where it sits in the caller's list. */
interface PlacedLayer {
  index: number;
  from: number;
  to: number;
}

/**
 * Layers whose range can take part in continuity (both depths numbers, 'to' below 'from'), sorted top
 * to bottom by 'from', then 'to'; ties keep list order so single-row and bulk checks agree. A layer
 * with a broken range already has its own error and is left out rather than blamed on its neighbours.
 */
function placeLayers(layers: readonly LayerDepths[]): PlacedLayer[] {
  const placed: PlacedLayer[] = [];
  layers.forEach((layer, index) => {
    const from = readNumber(layer.LaFrom);
    const to = readNumber(layer.LaTo);
    if (from !== undefined && to !== undefined && to > from) placed.push({ index, from, to });
  });
  return placed.sort((a, b) => a.from - b.from || a.to - b.to || a.index - b.index);
}

/**
 * The continuity issues of the layer at `position` in the sorted list. Reading of spec 01 section 5:
 * layers tile the column without gaps or overlaps. 'From' is compared with the deepest 'to' above it
 * (the previous layer's 'to', or a longer layer's that reaches past it): above it is an overlap, below
 * it a gap. 'To' must not exceed the next layer's 'from'; falling short of it is the same gap seen
 * from above, reported only by the layer that reaches deepest so far. Both sides are reported so the
 * row a user edits always shows the problem.
 */
function boundaryIssues(sorted: readonly PlacedLayer[], position: number, deepestAbove: number | undefined): ValidationIssue[] {
  const current = sorted[position];
  if (!current) return [];
  const next = sorted[position + 1];
  const issues: ValidationIssue[] = [];
  if (deepestAbove !== undefined && current.from < deepestAbove) {
    issues.push(error('LaFrom', 'validation.layer.overlapsPrevious', { previousTo: deepestAbove }));
  } else if (deepestAbove !== undefined && current.from > deepestAbove) {
    issues.push(error('LaFrom', 'validation.layer.gapAbove', { previousTo: deepestAbove }));
  }
  if (next && current.to > next.from) {
    issues.push(error('LaTo', 'validation.layer.overlapsNext', { nextFrom: next.from }));
  } else if (next && current.to < next.from && (deepestAbove === undefined || current.to >= deepestAbove)) {
    issues.push(error('LaTo', 'validation.layer.gapBelow', { nextFrom: next.from }));
  }
  return issues;
}

/** The warning for a layer inserted above the deepest one (spec 01 section 4). */
function intermediateWarning(): ValidationIssue {
  return warning('LaFrom', 'validation.layer.intermediate');
}

/**
 * Continuity of every layer of one measurement point in one sort (spec 01 section 5), for bulk saves:
 * O(n log n). Returns the issues per layer, aligned with `layers`. `isInserted(i)` marks layers being
 * inserted, which get the intermediate-layer warning when another layer ends deeper.
 */
export function layerContinuityIssuesForAll(
  layers: readonly LayerDepths[],
  isInserted: (index: number) => boolean = () => false,
): ValidationIssue[][] {
  const result: ValidationIssue[][] = layers.map(() => []);
  const sorted = placeLayers(layers);
  const deepest = sorted.reduce((max, layer) => Math.max(max, layer.to), Number.NEGATIVE_INFINITY);
  let deepestAbove: number | undefined;
  sorted.forEach((layer, position) => {
    const issues = boundaryIssues(sorted, position, deepestAbove);
    if (isInserted(layer.index) && layer.to < deepest) issues.push(intermediateWarning());
    result[layer.index] = issues;
    deepestAbove = Math.max(deepestAbove ?? layer.to, layer.to);
  });
  return result;
}

/**
 * Layer continuity of one layer against the other layers of its measurement point (spec 01 sections
 * 4 and 5): no overlap, no gap, and a warning when the layer is being inserted (`inserting`) while
 * another layer ends deeper, i.e. in the middle of the column. `siblings` may include the layer itself
 * (matched by `isSameRow`), in which case the edited version replaces it.
 */
export function layerContinuityIssues<Row extends LayerDepths>(
  layer: Row,
  siblings: readonly Row[],
  isSameRow: (a: Row, b: Row) => boolean,
  options: { inserting?: boolean } = {},
): ValidationIssue[] {
  let found = -1;
  const combined = siblings.map((sibling, index) => {
    if (found < 0 && isSameRow(layer, sibling)) {
      found = index;
      return layer;
    }
    return sibling;
  });
  if (found < 0) {
    found = combined.length;
    combined.push(layer);
  }
  const own = found;
  return layerContinuityIssuesForAll(combined, (index) => index === own && options.inserting === true)[own] ?? [];
}

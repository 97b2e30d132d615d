import type { ValidationIssue } from '../issue';
import { compositePartMaxLength, remarkMaxLength } from '../limits';
import { maxLengthIssues } from '../rules/length';
import type { LayerDepths } from '../rules/layer-continuity';
import { numberFormats, numberIssues } from '../rules/number';
import { trajectoryIssues } from '../rules/range';
import { isBlank, requiredIssues } from '../rules/required';
import { specialCompoundIssues } from '../rules/special-compounds';
import type { SpecialCompoundFields } from '../rules/special-compounds';
import { textureIssues } from '../rules/texture';
import type { TextureFields } from '../rules/texture';
import { layerCompositePartFields, layerMeasuredFields } from './layer-fields';
import type { LayerPartFields } from './layer-fields';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The layer fields these rules read (wire names of tblLayers); depths in cm below surface. */
export interface LayerRow extends LayerDepths, TextureFields, SpecialCompoundFields, LayerPartFields {
  LaGuid?: string | null;
  MpID?: unknown;
  LaRemark?: unknown;
}

/** What a layer check may know: whether the layer is being inserted among existing ones. */
export interface LayerContext extends EntityContext {
  /** The layer is new and being inserted (spec 01 section 4: an intermediate layer gives a warning). */
  inserting?: boolean;
}

function layerDepthIssues(row: LayerRow): ValidationIssue[] {
  const fields = { from: 'LaFrom', to: 'LaTo' };
  // A layer without both depths cannot be placed in the column, so both are required.
  if (isBlank(row.LaFrom) || isBlank(row.LaTo)) {
    return [
      ...requiredIssues('LaFrom', row.LaFrom),
      ...numberIssues('LaFrom', row.LaFrom, numberFormats.trajectory),
      ...requiredIssues('LaTo', row.LaTo),
      ...numberIssues('LaTo', row.LaTo, numberFormats.trajectory),
    ];
  }
  return trajectoryIssues(fields, row.LaFrom, row.LaTo);
}

function layerRowIssues(row: LayerRow): ValidationIssue[] {
  const issues = layerDepthIssues(row);
  // A layer has some 45 optional parts; skipping the empty ones keeps a 10,000-layer save fast.
  for (const field of layerCompositePartFields) {
    if (row[field] !== null && row[field] !== undefined) issues.push(...maxLengthIssues(field, row[field], compositePartMaxLength));
  }
  for (const field of layerMeasuredFields) {
    if (row[field] !== null && row[field] !== undefined) issues.push(...numberIssues(field, row[field], numberFormats.trajectory));
  }
  issues.push(...textureIssues(row), ...specialCompoundIssues(row), ...maxLengthIssues('LaRemark', row.LaRemark, remarkMaxLength));
  return issues;
}

/**
 * Layer rules (spec 01 sections 3, 4 and 5): both depths, 'to' below 'from', continuity with the
 * other layers of the measurement point (MpID), composite parts at most 10 characters, percentages
 * and M50 non-negative numbers, texture complete, special compounds complete, remark at most 250.
 */
export const layerRules: EntityRules<LayerRow, LayerContext> = {
  keyField: 'LaGuid',
  parentField: 'MpID',
  rowIssues: layerRowIssues,
  continuity: { inserting: (context) => context.inserting === true },
};

/** Validates a layer and its place among the other layers of its measurement point (spec 01 section 5). */
export function validateLayer(row: LayerRow, siblings: readonly LayerRow[], context: LayerContext = {}): ValidationIssue[] {
  return validateRow(layerRules, row, siblings, context);
}

import type { AnalysisResult } from '../../entities/analysis-result';
import type { AnalysisSampleTree } from '../project-tree';
import { parseDecimal } from '../shared/depth-units';
import { attribute, child, text, textAt } from '../shared/xml-read';
import { ROLE } from './sikb-codes';
import { centimetresAt, hrefId, linksWithRole, resultOf, timeAt, type Feature } from './sikb-read-index';
import type { ReadContext } from './sikb-read-points';
import { matrixOf, sampleKind, type FieldSampleRead } from './sikb-read-samples';

/**
 * An analysis result from an immetingen:Analysis with an analytic result (spec 02 section 3): value and
 * unit, limit symbol kept beside the number (a censored '<0.2' stays '<' and 0.2), text value, remark,
 * report time, and quantity/parameter as component group and component, the way our writer wrote them.
 */
function readResult(feature: Feature, sampleGuid: string, context: ReadContext): AnalysisResult {
  context.consumed.add(feature.gmlId);
  const { node } = resultOf(feature.node);
  const value = child(node, 'numericValue');
  const quantity = textAt(feature.node, 'physicalProperty', 'PhysicalProperty', 'quantity');
  const parameter = textAt(feature.node, 'physicalProperty', 'PhysicalProperty', 'parameter');
  const result: AnalysisResult = { ArGuid: feature.guid, AsGuid: sampleGuid, Component: parameter ?? quantity };
  if (parameter) result.ComponentGroup = quantity;
  const measured = parseDecimal(text(value));
  if (measured !== null) result.MeasuredValue = measured;
  const unit = attribute(value, 'uom');
  if (unit && measured !== null) result.Unit = unit;
  const fields = { Symbol: textAt(node, 'limitSymbol'), AlphanumericValue: textAt(node, 'alphanumericValue'), ResultDescription: textAt(node, 'remarks'), ReportedDate: timeAt(feature.node, 'resultTime') };
  for (const [field, fieldValue] of Object.entries(fields)) if (fieldValue) result[field] = fieldValue;
  const process = context.index.byId.get(hrefId(child(feature.node, 'procedure')) ?? '');
  const method = textAt(process?.node, 'valuationMethod');
  if (method) result.Method = method;
  return result;
}

function analysesOf(gmlId: string, context: ReadContext): Feature[] {
  return context.index.observationsOf(gmlId).filter((observation) => observation.type === 'Analysis' && resultOf(observation.node).kind === 'analytic');
}

/**
 * Reads the analysis samples with their parts and results. Lab results found directly on a field sample
 * (a water sample analysed as it is) get an analysis sample of their own with that one part, as our model
 * hangs results under analysis samples only; the log says so.
 */
export function readAnalysisSamples(context: ReadContext, fieldSamples: ReadonlyMap<string, FieldSampleRead>): AnalysisSampleTree[] {
  const trees: AnalysisSampleTree[] = [];
  for (const feature of context.index.ofType('Sample').filter((candidate) => sampleKind(candidate, context) === 'analysis')) {
    const parts = new Set(linksWithRole(feature.node, ROLE.hasPartSample));
    for (const link of context.index.linksTo(feature.gmlId)) if (link.role === ROLE.inMixedSample) parts.add(link.source);
    const partGuids = [...parts].map((id) => fieldSamples.get(id)?.guid ?? context.index.byId.get(id)?.guid).filter((guid): guid is string => Boolean(guid));
    const sample: AnalysisSampleTree['sample'] = { AsGuid: feature.guid, Name: textAt(feature.node, 'name') };
    const extra = { MatrixCode: matrixOf(feature), Date: textAt(feature.node, 'startTime') ?? timeAt(feature.node, 'samplingTime'), From: centimetresAt(feature.node, 'upperDepth'), To: centimetresAt(feature.node, 'lowerDepth') };
    for (const [field, value] of Object.entries(extra)) if (value !== null) sample[field] = value;
    trees.push({ sample, partGuids, results: analysesOf(feature.gmlId, context).map((analysis) => readResult(analysis, feature.guid, context)) });
  }
  for (const [gmlId, field] of fieldSamples) {
    const analyses = analysesOf(gmlId, context);
    if (analyses.length === 0) continue;
    const asGuid = context.newGuid();
    const results = analyses.map((analysis) => readResult(analysis, asGuid, context));
    const sample: AnalysisSampleTree['sample'] = { AsGuid: asGuid, Name: field.name };
    if (field.matrix) sample.MatrixCode = field.matrix;
    if (field.date) sample.Date = field.date;
    trees.push({ sample, partGuids: [field.guid], results });
    context.log.info('formats.sikb0101.import.impliedAnalysisSample', { sample: field.name ?? field.guid, results: results.length }, { kind: 'analysisSample', guid: asGuid, name: field.name });
  }
  return trees;
}

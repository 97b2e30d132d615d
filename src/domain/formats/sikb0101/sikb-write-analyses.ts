import type { AnalysisResult } from '../../entities/analysis-result';
import { recordRef, type FormatLog } from '../export-log';
import type { AnalysisSampleTree } from '../project-tree';
import { ROLE, SAMPLE_TYPE, urn } from './sikb-codes';
import { compartment, type SampleContext } from './sikb-write-samples';
import {
  depth, gmlId, identification, optionalText, reference, relatedFeature, timeInstant, type Element,
} from './sikb-xml';

/** The fields of analysis samples and results a SIKB0101 export carries (spec 02 section 3). */
export const SIKB_ANALYSIS_CARRIED = {
  analysisSample: new Set(['Name', 'MatrixCode', 'Date', 'From', 'To']),
  analysisResult: new Set(['Method', 'ComponentGroup', 'Component', 'Unit', 'MeasuredValue', 'AlphanumericValue', 'Symbol', 'ResultDescription', 'ReportedDate']),
} as const;

/** A dimensionless unit, written when a numeric result names none (uom is required). */
const dimensionless = urn('Eenheid', 119);

/**
 * Writes an analysis sample as a Sample of type 'analysis' with its parts (jars, water samples) linked
 * by role 10, and each result as an Analysis with an analytic result (value, unit, limit symbol, text),
 * its component as parameter and component group as quantity (immetingen PhysicalProperty), and its
 * method as the valuation method of an AnalysisProcess.
 */
export function writeAnalysisSample(tree: AnalysisSampleTree, context: SampleContext, knownSamples: ReadonlySet<string>): void {
  const guid = tree.sample.AsGuid;
  const ref = recordRef('analysisSample', guid, tree.sample.Name);
  const parts = tree.partGuids.filter((part) => {
    if (knownSamples.has(part)) return true;
    context.log.warning('formats.sikb0101.export.unknownPart', { sample: tree.sample.Name ?? '', part }, ref);
    return false;
  });
  const sample = context.collection.ele('imsikb0101:featureMember').ele('imsikb0101:Sample', { 'gml:id': gmlId(guid) });
  sample.ele('sam:sampledFeature');
  for (const result of tree.results) reference(sample, 'sam:relatedObservation', result.ArGuid);
  for (const part of parts) relatedFeature(sample, ROLE.hasPartSample, part);
  sample.ele('spec:materialClass', { 'xlink:href': compartment(tree.sample.MatrixCode, context.log, ref) });
  if (tree.sample.Date) timeInstant(sample, 'spec:samplingTime', `_${guid}_time`, tree.sample.Date);
  else sample.ele('spec:samplingTime');
  sample.ele('spec:specimenType', { 'xlink:href': urn('Monstertype', SAMPLE_TYPE.analysis) });
  identification(sample, 'immetingen:identification', guid);
  optionalText(sample, 'immetingen:name', tree.sample.Name);
  optionalText(sample, 'immetingen:startTime', tree.sample.Date);
  if (typeof tree.sample.To === 'number') depth(sample, 'immetingen:lowerDepth', tree.sample.To);
  if (typeof tree.sample.From === 'number') depth(sample, 'immetingen:upperDepth', tree.sample.From);
  reference(sample, 'imsikb0101:inProject', context.projectGuid);
  for (const result of tree.results) writeResult(context.collection, result, guid, context.log);
}

function writeResult(collection: Element, result: AnalysisResult, sampleGuid: string, log: FormatLog): void {
  const guid = result.ArGuid;
  const processGuid = `${guid}_process`;
  if (result.Method) {
    const process = collection.ele('imsikb0101:featureMember').ele('immetingen:AnalysisProcess', { 'gml:id': gmlId(processGuid) });
    identification(process, 'immetingen:identification', processGuid);
    process.ele('immetingen:valuationMethod').txt(result.Method);
  }
  const analysis = collection.ele('imsikb0101:featureMember').ele('immetingen:Analysis', { 'gml:id': gmlId(guid) });
  analysis.ele('om:phenomenonTime');
  if (result.ReportedDate) timeInstant(analysis, 'om:resultTime', `_${guid}_time`, result.ReportedDate);
  else analysis.ele('om:resultTime');
  if (result.Method) reference(analysis, 'om:procedure', processGuid);
  else analysis.ele('om:procedure');
  analysis.ele('om:observedProperty');
  reference(analysis, 'om:featureOfInterest', sampleGuid);
  const value = analysis.ele('om:result', { 'xsi:type': 'immetingen:AnalyticResultType' });
  optionalText(value, 'immetingen:remarks', result.ResultDescription);
  if (typeof result.MeasuredValue === 'number') {
    if (!result.Unit) log.warning('formats.sikb0101.export.resultWithoutUnit', { component: result.Component ?? '' }, recordRef('analysisResult', guid, result.Component));
    value.ele('immetingen:numericValue', { uom: result.Unit || dimensionless }).txt(String(result.MeasuredValue));
  }
  optionalText(value, 'immetingen:limitSymbol', result.Symbol);
  optionalText(value, 'immetingen:alphanumericValue', result.AlphanumericValue);
  identification(analysis, 'immetingen:identification', guid);
  const property = analysis.ele('immetingen:physicalProperty').ele('immetingen:PhysicalProperty');
  const component = result.Component ?? '';
  if (!component) log.warning('formats.sikb0101.export.resultWithoutComponent', {}, recordRef('analysisResult', guid, null));
  property.ele('immetingen:quantity').txt(result.ComponentGroup || component);
  if (result.ComponentGroup) property.ele('immetingen:parameter').txt(component);
}

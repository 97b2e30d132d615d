import type { Layer } from '../../entities/layer';
import { recordRef, type FormatLog } from '../export-log';
import { centimetresToMetres } from '../shared/depth-units';
import { layerAdditions, layerSoilCode } from '../shared/nen5104-code';
import type { SoilType } from '../../soil/soil-name-types';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { broColour, broGravelMedian, broSandMedian } from './bhrgt-codes';
import type { BhrGtOptions } from './bhrgt-options';
import { NEN5104_NAMES, geotechnicalSoilName, gravelClass, organicClass } from './bhrgt-soil-names';

/** A code element of the BHR-GT lists: the value with its list as codeSpace. */
export function codeElement(parent: XMLBuilder, name: string, list: string, value: string): void {
  parent.ele(name, { codeSpace: `urn:bro:bhrgt:${list}` }).txt(value);
}

/** The layer fields a BHR-GT description carries. */
export const BHRGT_LAYER_CARRIED = new Set([
  'LaFrom', 'LaTo', 'LaSoilTypeCode', 'LaGradationCode', 'LaSecondary1Code', 'LaSecondary1QualifierCode', 'LaSecondary2Code', 'LaSecondary2QualifierCode',
  'LaAdditive1TypeCode', 'LaAdditive1GradationCode', 'LaAdditive2TypeCode', 'LaAdditive2GradationCode', 'LaAdditive3TypeCode', 'LaAdditive3GradationCode',
  'LaAdditive4TypeCode', 'LaAdditive4GradationCode', 'LaColourMainCode', 'LaColourShadeCode', 'LaMedianCode',
]);

/**
 * The soil of a layer (bhrgtcom:soil): the geotechnical soil name, and under IMBRO/A also the NEN 5104
 * name with its gravel and humus classes; colour; median class. Null when the layer has no soil code or
 * no colour BRO knows, both of which BRO requires; the caller logs it and writes the layer without soil.
 */
function writeSoil(parent: XMLBuilder, layer: Layer, options: BhrGtOptions): 'noSoilCode' | 'noColour' | 'noNen5104Name' | null {
  const code = layerSoilCode(layer);
  if (!code) return 'noSoilCode';
  const colour = broColour(layer.LaColourMainCode, layer.LaColourShadeCode, options.qualityRegime);
  if (!colour) return 'noColour';
  const soilType = code[0] as SoilType;
  const additions = layerAdditions(layer);
  let problem: 'noNen5104Name' | null = null;
  const soil = parent.ele('bhrgtcom:soil');
  codeElement(soil, 'bhrgtcom:geotechnicalSoilName', 'GeotechnicalSoilName', geotechnicalSoilName(soilType, additions));
  if (options.qualityRegime === 'IMBRO/A') {
    const first = additions.find((addition) => addition.type !== 'g' && addition.type !== 'h');
    const name = NEN5104_NAMES[`${soilType}${first ? first.type + (first.gradation ?? '') : ''}`];
    if (name) codeElement(soil, 'bhrgtcom:soilNameNEN5104', 'SoilNameNEN5104', name);
    else problem = 'noNen5104Name';
    codeElement(soil, 'bhrgtcom:gravelContentClassNEN5104', 'GravelContentClassNEN5104', gravelClass(additions.find((addition) => addition.type === 'g')?.gradation));
    codeElement(soil, 'bhrgtcom:organicMatterContentClassNEN5104', 'OrganicMatterContentClassNEN5104', organicClass(additions.find((addition) => addition.type === 'h')?.gradation));
  }
  codeElement(soil, 'bhrgtcom:colour', 'Colour', colour);
  const gravelMedian = broGravelMedian(layer.LaMedianCode);
  if (gravelMedian) codeElement(soil, 'bhrgtcom:gravelMedianClass', 'GravelMedianClass', gravelMedian);
  const sandMedian = broSandMedian(layer.LaMedianCode, options.qualityRegime);
  if (sandMedian) codeElement(soil, 'bhrgtcom:sandMedianClass', 'SandMedianClass', sandMedian);
  return problem;
}

/** Writes the layers of a descriptive borehole log, boundaries in metres, and logs those without soil. */
export function writeLayers(log: XMLBuilder, layers: readonly Layer[], options: BhrGtOptions, report: FormatLog, pointName: string | null | undefined): void {
  for (const layer of layers) {
    const element = log.ele('bhrgtcom:layer');
    element.ele('bhrgtcom:upperBoundary', { uom: 'm' }).txt(String(centimetresToMetres(layer.LaFrom ?? 0)));
    codeElement(element, 'bhrgtcom:upperBoundaryDetermination', 'BoundaryPositioningMethod', options.boundaryDetermination);
    element.ele('bhrgtcom:lowerBoundary', { uom: 'm' }).txt(String(centimetresToMetres(layer.LaTo ?? 0)));
    codeElement(element, 'bhrgtcom:lowerBoundaryDetermination', 'BoundaryPositioningMethod', options.boundaryDetermination);
    element.ele('bhrgtcom:anthropogenic').txt('onbekend');
    const problem = writeSoil(element, layer, options);
    const ref = recordRef('layer', layer.LaGuid, pointName);
    const depths = { from: centimetresToMetres(layer.LaFrom ?? 0), to: centimetresToMetres(layer.LaTo ?? 0) };
    if (problem === 'noSoilCode') report.warning('formats.common.layerWithoutSoilCode', depths, ref);
    if (problem === 'noColour') report.warning('formats.bro.export.layerWithoutColour', { ...depths, colour: layer.LaColourMainCode ?? '-' }, ref);
    if (problem === 'noNen5104Name') report.warning('formats.bro.export.noNen5104Name', { ...depths, code: layerSoilCode(layer) ?? '-' }, ref);
  }
}

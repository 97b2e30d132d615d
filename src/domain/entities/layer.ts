import * as z from 'zod';
import { layerOdourAndIndicationShape, layerSpecialCompoundShape } from './layer-compounds';
import { layerTextureShape } from './layer-texture';
import {
  optionalCentimetres, optionalCode, optionalDateTime, optionalGuid, optionalId, optionalText,
} from './wire-types';

/**
 * A soil layer of a measurement point: tblLayers (spec 01 section 3), with its texture, colour,
 * special compounds and odour/indication fields. Depths are centimetres below surface.
 */
export const layerSchema = z.looseObject({
  LaID: optionalId,
  LaGuid: optionalGuid,
  MpID: optionalId,
  /** Top of the layer; must not lie above the previous layer's LaTo (spec 01 section 5). */
  LaFrom: optionalCentimetres,
  /** Bottom of the layer; must exceed LaFrom (spec 01 section 5). */
  LaTo: optionalCentimetres,
  /** Soil class G, Z, K, L, V or S (spec 01 section 9); first part of the texture composite. */
  LaSoilTypeCode: optionalCode,
  LaGradationCode: optionalCode,
  LaSourceCode: optionalCode,
  LaColourMainCode: optionalCode,
  LaColourSubCode: optionalCode,
  LaColourShadeCode: optionalCode,
  LaSpot1ColourCode: optionalCode,
  LaSpot2ColourCode: optionalCode,
  ...layerTextureShape,
  ...layerSpecialCompoundShape,
  ...layerOdourAndIndicationShape,
  LaPhysicalObservations: optionalText,
  LaRemark: optionalText,
  LaDateLastChanged: optionalDateTime,
});

/** A parsed layer. */
export type Layer = z.output<typeof layerSchema>;
/** Wire names of the fields a layer declares. */
export type LayerField = keyof typeof layerSchema.shape;

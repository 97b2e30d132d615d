import * as z from 'zod';
import { optionalGuid, optionalId } from './wire-types';

/**
 * One field sample an analysis sample is made of (spec 02 section 7, GetAllSampleParts): a jar
 * (JrID) or a water sample (WsID) of the same project; a mixed sample has several jars.
 */
export const analysisSamplePartSchema = z.looseObject({
  ApID: optionalId,
  ApGuid: optionalGuid,
  AsID: optionalId,
  JrID: optionalId,
  WsID: optionalId,
});

/** A parsed analysis-sample part. */
export type AnalysisSamplePart = z.output<typeof analysisSamplePartSchema>;

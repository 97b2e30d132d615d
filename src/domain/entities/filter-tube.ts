import * as z from 'zod';
import {
  optionalCentimetres, optionalDateTime, optionalGuid, optionalId, optionalText,
} from './wire-types';

/** A gauging (filter) tube row of tblFilterTubes (spec 01 section 3). */
export const filterTubeSchema = z.looseObject({
  FtID: optionalId,
  FtGuid: optionalGuid,
  MpID: optionalId,
  FtName: optionalText,
  FtFrom: optionalCentimetres,
  FtTo: optionalCentimetres,
  FtDateLastChanged: optionalDateTime,
});

/** A parsed gauging tube. */
export type FilterTube = z.output<typeof filterTubeSchema>;

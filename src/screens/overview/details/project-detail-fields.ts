import type { ColumnKind } from '../overview-columns';

/**
 * The project's own fields the details tab shows (spec 01 section 3, tblProjects), in reading order,
 * each with how its value is shown. Ids and synchronisation bookkeeping are left out: they say
 * nothing to a reader.
 */
export const projectDetailFields: readonly { field: string; kind: ColumnKind }[] = [
  { field: 'PrCode', kind: 'text' },
  { field: 'PrName', kind: 'text' },
  { field: 'PrPlace', kind: 'text' },
  { field: 'PrDate', kind: 'date' },
  { field: 'PrPhaseCode', kind: 'text' },
  { field: 'PrTypeCode', kind: 'text' },
  { field: 'PrLeaderCode', kind: 'text' },
  { field: 'PrDrillingMasterCode', kind: 'text' },
  { field: 'PrCoordinateSystem', kind: 'text' },
  { field: 'PrRemark', kind: 'text' },
  { field: 'PrPinned', kind: 'text' },
  { field: 'PrDateLastChanged', kind: 'date' },
  { field: 'PrDateContentLastChanged', kind: 'date' },
];

/** Result codes as the spec spells them (spec 01 section 5, spec 02 section 7). */
export const resultCodes = {
  write: 'Import_Succes',
  read: 'Export_Succes',
  rights: 'Succes',
  search: 'Success',
  templates: 'TiComponentsCode_Succes',
  download: 'Download_Succes',
} as const;

/** Non-success code our server answers for a refused write (the spec names none). */
export const refusedWriteCode = 'Import_Failed';

/** Non-success code our server answers for a refused read. */
export const refusedReadCode = 'Export_Failed';

export type SuccessCode = (typeof resultCodes)[keyof typeof resultCodes];

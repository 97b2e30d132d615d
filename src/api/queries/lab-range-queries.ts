import { queryOptions } from '@tanstack/react-query';
import { getLabAssignmentsBetween } from '../calls/lab-date-range';
import { apiOf } from './api-binding';

/** The lab assignments of every project of the licence between two dates (CONVENTIONS rule 5). */
export const labRangeQueries = {
  between: (fromDate: string, toDate: string) => queryOptions({
    queryKey: ['labAssignmentsBetween', fromDate, toDate] as const,
    queryFn: ({ client, signal }) => getLabAssignmentsBetween(apiOf(client), fromDate, toDate, { signal }),
  }),
};

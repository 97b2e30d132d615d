import type { ConcernedContact } from '../../domain/entities/concerned-contact';
import type { Sublocation } from '../../domain/entities/sublocation';
import type { SummaryConclusion } from '../../domain/entities/summary-conclusion';
import { setConcernedContact, setSubLocation, setSummaryAndConclusion } from '../calls/project-records';
import type { ProjectId } from '../envelope';
import { invalidateOverviews, recordWriteMutation } from './list-mutation';
import { contactQueries, sublocationQueries, summaryQueries } from './project-record-queries';
import { keyRoots } from './scopes';

const same = <R>(answer: R[]) => answer;

/** Sub-locations (SetSubLocation); points show their sub-location's name in the overviews. Variables {action, row}. */
export const sublocationMutations = {
  save: (prId: ProjectId) => recordWriteMutation<Sublocation, Sublocation[]>({
    listKey: sublocationQueries.ofProject(prId).queryKey,
    guidField: 'SlGuid',
    write: (api, { action, row }) => setSubLocation(api, prId, action, row),
    rowsOf: same,
    afterWrite: (client) => invalidateOverviews(client, prId),
  }),
};

/** Summaries and conclusions (SetSummaryAndConclusion); variables {action, row}. */
export const summaryMutations = {
  save: (prId: ProjectId) => recordWriteMutation<SummaryConclusion, SummaryConclusion[]>({
    listKey: summaryQueries.ofProject(prId).queryKey,
    guidField: 'SmGUID',
    write: (api, { action, row }) => setSummaryAndConclusion(api, prId, action, row),
    rowsOf: same,
  }),
};

/** Concerned contacts (SetConcernedContact); the licence-wide search results go stale too. Variables {action, row}. */
export const contactMutations = {
  save: (prId: ProjectId) => recordWriteMutation<ConcernedContact, ConcernedContact[]>({
    listKey: contactQueries.ofProject(prId).queryKey,
    guidField: 'CcGUID',
    write: (api, { action, row }) => setConcernedContact(api, prId, action, row),
    rowsOf: same,
    afterWrite: (client) => client.invalidateQueries({ queryKey: keyRoots.contactSearch }),
  }),
};

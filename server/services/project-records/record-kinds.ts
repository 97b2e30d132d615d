import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { defineMessage } from '../../messages';
import type { CatalogueMessage } from '../../messages';
import {
  cadastralOvamCustomerRows, cadastralOvamRows, cadastralOvamVlaremActRows, concernedContactRows, locationVisitRows, sublocationRows, summaryConclusionRows,
} from '../rows/kinds/project-record-rows';
import { analysisSamplePartRows, analysisSampleRows } from '../rows/kinds/lab-rows';
import { mapContourRows } from '../rows/kinds/map-contour-rows';
import { taskRows } from '../rows/kinds/task-rows';
import type { RowKind } from '../rows/row-kind';

/** The kinds of 'rows under a project or a cadastral record' that one generic service writes and reads. */
export type RecordKind = Extract<EntityKind,
  'sublocation' | 'locationVisit' | 'summaryConclusion' | 'concernedContact' | 'cadastralOvam' | 'cadastralOvamCustomer' | 'cadastralOvamVlaremAct'
  | 'analysisSample' | 'analysisSamplePart' | 'mapContour' | 'task'>;

/** How one kind of project record travels (spec 01 section 7) and what its refusals say (section 8). */
export interface RecordKindSpec<K extends RecordKind = RecordKind> {
  /** The kind's rows, as the one write path knows them. */
  rows: RowKind<K>;
  /** What the rows hang under: the project (PrID), a cadastral record (CaID) or an analysis sample (AsID). */
  parent: 'project' | 'cadastralRecord' | 'analysisSample';
  /** The list a write's data may carry instead of being one row itself, e.g. 'LocationVisits'. */
  listField: string;
  saveFailed: CatalogueMessage;
  readFailed: CatalogueMessage;
  /** Whole messages for refusals all of whose findings have one issue code (spec 02 section 8), instead of saveFailed with an English reason. */
  refusalsByIssue?: Readonly<Record<string, CatalogueMessage>>;
}

const cadastralReadFailed = defineMessage('server.cadastral.readFailed', 'Unable to get Cadastral Ovam. {{reason}}');

const samplesFailed = defineMessage('server.lab.samplesFailed', 'Something went wrong with getting or updating samples. {{reason}}');

/** A sent assignment's samples are read-only (spec 02 section 4); the refusal is the samples message with its reason translated (section 8). */
const samplesRefusals = {
  'lab.issue.sampleOnSentAssignment': defineMessage('server.lab.samplesOnSentAssignment', 'Something went wrong with getting or updating samples. Samples on a sent lab assignment can no longer be changed.'),
};

/** Every project-record kind the data service serves (spec 01 sections 7 and 8; spec 02 sections 7 and 8 for the lab's). */
export const recordKindSpecs: { readonly [K in RecordKind]: RecordKindSpec<K> } = {
  sublocation: {
    rows: sublocationRows,
    parent: 'project',
    listField: 'Sublocations',
    saveFailed: defineMessage('server.sublocations.saveFailed', 'Unable to save or delete sublocation. {{reason}}'),
    readFailed: defineMessage('server.sublocations.readFailed', 'Unable to retrieve the sublocations. {{reason}}'),
  },
  locationVisit: {
    rows: locationVisitRows,
    parent: 'project',
    listField: 'LocationVisits',
    saveFailed: defineMessage('server.locationVisits.saveFailed', 'Unable to save or delete location visit. {{reason}}'),
    readFailed: defineMessage('server.locationVisits.readFailed', 'Unable to get location visits. {{reason}}'),
  },
  summaryConclusion: {
    rows: summaryConclusionRows,
    parent: 'project',
    listField: 'SummaryConclusions',
    saveFailed: defineMessage('server.summaryConclusions.saveFailed', 'Unable to create, save or delete summary and conclusion. {{reason}}'),
    readFailed: defineMessage('server.summaryConclusions.readFailed', 'Unable to get summary and conclusion. {{reason}}'),
  },
  concernedContact: {
    rows: concernedContactRows,
    parent: 'project',
    listField: 'ConcernedContacts',
    saveFailed: defineMessage('server.concernedContacts.saveFailed', 'Unable to save or delete concerned contact. {{reason}}'),
    readFailed: defineMessage('server.concernedContacts.readFailed', 'Unable to get concerned contacts. {{reason}}'),
  },
  cadastralOvam: {
    rows: cadastralOvamRows,
    parent: 'project',
    listField: 'CadastralOvam',
    saveFailed: defineMessage('server.cadastral.saveFailed', 'Unable to save cadastral ovam. {{reason}}'),
    readFailed: cadastralReadFailed,
  },
  cadastralOvamCustomer: {
    rows: cadastralOvamCustomerRows,
    parent: 'cadastralRecord',
    listField: 'Customers',
    saveFailed: defineMessage('server.cadastral.customerSaveFailed', 'Unable to save cadastral ovam customer. {{reason}}'),
    readFailed: cadastralReadFailed,
  },
  cadastralOvamVlaremAct: {
    rows: cadastralOvamVlaremActRows,
    parent: 'cadastralRecord',
    listField: 'VlaremActs',
    saveFailed: defineMessage('server.cadastral.vlaremActSaveFailed', 'Unable to save cadastral ovam vlarem act. {{reason}}'),
    readFailed: cadastralReadFailed,
  },
  analysisSample: {
    rows: analysisSampleRows,
    parent: 'project',
    listField: 'AnalysisSamples',
    saveFailed: samplesFailed,
    readFailed: samplesFailed,
    refusalsByIssue: samplesRefusals,
  },
  analysisSamplePart: {
    rows: analysisSamplePartRows,
    parent: 'analysisSample',
    listField: 'SampleParts',
    saveFailed: samplesFailed,
    readFailed: samplesFailed,
    refusalsByIssue: samplesRefusals,
  },
  mapContour: {
    rows: mapContourRows,
    parent: 'project',
    listField: 'MapContours',
    saveFailed: defineMessage('map.server.contoursSaveFailed', 'Unable to save or delete map contours. {{reason}}'),
    readFailed: defineMessage('map.server.contoursReadFailed', 'Unable to get map contours. {{reason}}'),
  },
  task: {
    rows: taskRows,
    parent: 'project',
    listField: 'Tasks',
    saveFailed: defineMessage('dashboard.server.tasksSaveFailed', 'Unable to save or delete to-do tasks. {{reason}}'),
    readFailed: defineMessage('dashboard.server.tasksReadFailed', 'Unable to get to-do tasks. {{reason}}'),
  },
};

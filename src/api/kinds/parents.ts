import type { ProjectId } from '../envelope';
import { pointScope, projectScope } from '../queries/scopes';

/** Records directly under a project (sub-locations, visits, summaries, contacts, cadastral records). */
export interface ProjectParent {
  prId: ProjectId;
}

/** Records under a point; without `mpGuid`, every such record of the project (the project-wide grids). */
export interface PointParent {
  prId: ProjectId;
  mpGuid?: string | undefined;
}

/** How records under a project are read, written and cached (spec 01 section 7: Parameters.ProjectID, data.PrID). */
export const underProject = {
  readParameters: (parent: ProjectParent) => ({ ProjectID: parent.prId }),
  writeData: (parent: ProjectParent) => ({ PrID: parent.prId }),
  scope: (parent: ProjectParent) => projectScope(parent.prId),
};

/**
 * How records under a point are read, written and cached (spec 01 section 7: MeasurementPointGuid
 * and MpGuid; left out, the call reaches every point of the project and rows name their own MpGuid).
 */
export const underPoint = {
  readParameters: (parent: PointParent) => ({ ProjectID: parent.prId, MeasurementPointGuid: parent.mpGuid }),
  writeData: (parent: PointParent) => ({ PrID: parent.prId, MpGuid: parent.mpGuid }),
  scope: (parent: PointParent) => (parent.mpGuid === undefined ? projectScope(parent.prId) : pointScope(parent.prId, parent.mpGuid)),
};

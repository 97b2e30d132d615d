import { defineMessage } from '../messages';

/**
 * Catalogue messages of the project, measurement point and project-tree calls, in the wording of
 * spec 01 section 8 ('unable to save or delete project', 'unable to save measurement point',
 * 'SetProjectWithChilds failed for the project', 'invalid project code (in use or not allowed)').
 */
export const projectMessages = {
  notFound: defineMessage('server.projects.notFound', 'Unable to retrieve the project information.'),
  saveFailed: defineMessage('server.projects.saveFailed', 'Unable to save project. {{reason}}'),
  deleteFailed: defineMessage('server.projects.deleteFailed', 'Unable to delete project: PrID, PrGuid and PrCode do not match one project.'),
  guidInUse: defineMessage('server.projects.guidInUse', 'Unable to save project. The PrGuid {{guid}} is already in use.'),
  invalidCode: defineMessage('server.projects.invalidCode', 'Invalid project code (in use or not allowed).'),
  codeAvailable: defineMessage('server.projects.codeAvailable', 'The project code is available.'),
  userNotFound: defineMessage('server.projects.userNotFound', 'User {{user}} was not found in this licence.'),
} as const;

/** Catalogue messages of SetMeasurementPoint(s) and the point reads (spec 01 section 8). */
export const pointMessages = {
  saveFailed: defineMessage('server.points.saveFailed', 'Unable to save measurement point. {{reason}}'),
  unknownGuids: defineMessage('server.points.unknownGuids', 'Unable to save measurement point. Not found in this project: {{guids}}'),
  guidsInUse: defineMessage('server.points.guidsInUse', 'Unable to save measurement point. These GUIDs are already in use: {{guids}}'),
  notFound: defineMessage('server.points.notFound', 'Measurement points not found.'),
} as const;

/** Catalogue messages of SetProjectWithChilds (spec 01 section 8). */
export const projectTreeMessages = {
  saveFailed: defineMessage('server.projectTree.saveFailed', 'SetProjectWithChilds failed for the project. {{reason}}'),
  missingParent: defineMessage('server.projectTree.missingParent', 'SetProjectWithChilds failed for the project. {{table}} {{guid}} refers to {{parentField}} {{parentGuid}}, which is not in the project.'),
  guidElsewhere: defineMessage('server.projectTree.guidElsewhere', 'SetProjectWithChilds failed for the project. {{table}} {{guid}} already exists elsewhere.'),
  duplicateGuids: defineMessage('server.projectTree.duplicateGuids', 'SetProjectWithChilds failed for the project. {{table}} holds these GUIDs more than once: {{guids}}'),
} as const;

/** At most this many GUIDs are named in a message; the rest is counted. */
export function listGuids(guids: readonly string[], limit = 5): string {
  const shown = guids.slice(0, limit).join(', ');
  return guids.length > limit ? `${shown} (+${guids.length - limit} more)` : shown;
}

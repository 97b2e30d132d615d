import { defineMessage } from '../messages';

/**
 * Catalogue messages of the project, measurement point and project-tree calls, in the wording of
 * spec 01 section 8 ('unable to save or delete project', 'unable to save measurement point',
 * 'SetProjectWithChilds failed for the project', 'invalid project code (in use or not allowed)').
 */
export const projectMessages = {
  notFound: defineMessage('server.projects.notFound', 'Unable to retrieve the project information.'),
  saveFailed: defineMessage('server.projects.saveFailed', 'Unable to save project. {{reason}}'),
  deleteRefused: defineMessage('server.projects.deleteRefused', 'Unable to delete project. {{reason}}'),
  deleteFailed: defineMessage('server.projects.deleteFailed', 'Unable to delete project: PrID, PrGuid and PrCode do not match one project.'),
  guidInUse: defineMessage('server.projects.guidInUse', 'Unable to save project. The PrGuid {{guid}} is already in use.'),
  invalidCode: defineMessage('server.projects.invalidCode', 'Invalid project code (in use or not allowed).'),
  codeAvailable: defineMessage('server.projects.codeAvailable', 'The project code is available.'),
  userNotFound: defineMessage('server.projects.userNotFound', 'User {{user}} was not found in this licence.'),
} as const;

/** Catalogue messages of SetMeasurementPoint(s) and the point reads (spec 01 section 8). */
export const pointMessages = {
  saveFailed: defineMessage('server.points.saveFailed', 'Unable to save measurement point. {{reason}}'),
  notFound: defineMessage('server.points.notFound', 'Measurement points not found.'),
} as const;

/** Catalogue messages of SetProjectWithChilds (spec 01 section 8). */
export const projectTreeMessages = {
  saveFailed: defineMessage('server.projectTree.saveFailed', 'SetProjectWithChilds failed for the project. {{reason}}'),
} as const;

/** At most this many GUIDs are named in a message; the rest is counted. */
export function listGuids(guids: readonly string[], limit = 5): string {
  const shown = guids.slice(0, limit).join(', ');
  return guids.length > limit ? `${shown} (+${guids.length - limit} more)` : shown;
}

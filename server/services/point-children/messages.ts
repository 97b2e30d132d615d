import { defineMessage, renderMessage } from '../../messages';
import type { CatalogueMessage, MessageParams } from '../../messages';

/**
 * Catalogue messages of the calls under a measurement point (spec 01 section 8: 'Unable to save
 * layers. {message}', 'unable to save gauging tubes', 'unable to save finishings', 'unable to get
 * finishings'); soil samples and the other reads follow the same wording.
 */
export const pointChildMessages = {
  layersSaveFailed: defineMessage('server.layers.saveFailed', 'Unable to save layers. {{reason}}'),
  layersGetFailed: defineMessage('server.layers.getFailed', 'Unable to get layers. {{reason}}'),
  soilSamplesSaveFailed: defineMessage('server.soilSamples.saveFailed', 'Unable to save soil samples. {{reason}}'),
  soilSamplesGetFailed: defineMessage('server.soilSamples.getFailed', 'Unable to get soil samples. {{reason}}'),
  gaugingTubesSaveFailed: defineMessage('server.gaugingTubes.saveFailed', 'Unable to save gauging tubes. {{reason}}'),
  gaugingTubesGetFailed: defineMessage('server.gaugingTubes.getFailed', 'Unable to get gauging tubes. {{reason}}'),
  finishingsSaveFailed: defineMessage('server.finishings.saveFailed', 'Unable to save finishings. {{reason}}'),
  finishingsGetFailed: defineMessage('server.finishings.getFailed', 'Unable to get finishings. {{reason}}'),
} as const;

/** The reasons filled into {{reason}} when a call's scope or GUIDs are wrong (issue 'Data service', deliver 4 and 5). */
export const pointChildReasons = {
  projectNotFound: defineMessage('server.pointChildren.projectNotFound', 'Project {{prId}} was not found.'),
  pointNotFound: defineMessage('server.pointChildren.pointNotFound', 'Measurement point {{mpGuid}} was not found in this project.'),
  pointMissing: defineMessage('server.pointChildren.pointMissing', 'Row {{row}} has no measurement point: send MpGuid in data or on the row.'),
  guidMissing: defineMessage('server.pointChildren.guidMissing', 'Row {{row}} has no {{field}}: an update needs the GUID of the row it changes.'),
  guidRepeated: defineMessage('server.pointChildren.guidRepeated', 'GUID {{guid}} appears more than once in the request.'),
  guidExists: defineMessage('server.pointChildren.guidExists', 'A row with GUID {{guid}} already exists.'),
  guidUnknown: defineMessage('server.pointChildren.guidUnknown', 'No row with GUID {{guid}} was found under the measurement point.'),
} as const;

/** The English text of a reason, as the {{reason}} parameter of a catalogue message carries it. */
export function reasonText(reason: CatalogueMessage, params: MessageParams = {}): string {
  return renderMessage(reason, params);
}

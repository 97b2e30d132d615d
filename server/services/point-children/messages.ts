import { defineMessage } from '../../messages';

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

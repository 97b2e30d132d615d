import { defineMessage } from '../../messages';

/**
 * Catalogue messages of the water-sample calls (spec 01 section 8 'unable to save watersamples',
 * spec 02 section 8) and the reasons only these calls give.
 */
export const waterSampleMessages = {
  saveFailed: defineMessage('server.waterSamples.saveFailed', 'Unable to save watersamples. {{reason}}'),
  readFailed: defineMessage('server.waterSamples.readFailed', 'Unable to get water samples. {{reason}}'),
  transferFailed: defineMessage('server.waterSamples.transferFailed', 'Unable to transfer water samples. {{reason}}'),
  bottlesSaveFailed: defineMessage('server.waterSamples.bottlesSaveFailed', 'Unable to save bottles. {{reason}}'),
  nameCheckFailed: defineMessage('server.waterSamples.nameCheckFailed', 'Unable to check the water sample name. {{reason}}'),
  destinationRequired: defineMessage('server.waterSamples.destinationRequired', 'Choose the destination measurement point or gauging tube.'),
  nothingToTransfer: defineMessage('server.waterSamples.nothingToTransfer', 'Select the water samples to transfer.'),
} as const;

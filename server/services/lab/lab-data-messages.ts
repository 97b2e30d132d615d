import { defineMessage } from '../../messages';

/**
 * Refusals of the lab data reads and the report generator (spec 02 section 8, 'Specific messages':
 * each is followed by the server's reason).
 */
export const labDataMessages = {
  soilDataFailed: defineMessage('labData.server.soilDataFailed', 'Unable to GetLabassignmentSoilData. {{reason}}'),
  waterDataFailed: defineMessage('labData.server.waterDataFailed', 'Unable to GetLabassignmentWaterData. {{reason}}'),
  projectWithFieldDataFailed: defineMessage('labData.server.projectWithFieldDataFailed', 'Unable to GetProjectWithFieldData. {{reason}}'),
  waterSampleNotFound: defineMessage('labData.server.waterSampleNotFound', 'Water sample {{id}} was not found.'),
  idMissing: defineMessage('labData.server.idMissing', 'Name the record to update with {{fields}}.'),
} as const;

import { defineMessage } from '../../messages';

/** The algorithm service's refusals (spec 02 section 8, 'Suggested samples'; section 6 for 'Unauthorized'). */
export const suggestMessages = {
  unauthorized: defineMessage('suggest.server.unauthorized', 'Unauthorized'),
  invalidSettings: defineMessage('suggest.server.invalidSettings', 'Error getting suggested samples: {{issues}}'),
  invalidInput: defineMessage('suggest.server.invalidInput', 'Error getting suggested samples: the input content is not base64 JSON of points, layers and jars.'),
} as const;

import { defineMessage } from '../../messages';

/** Catalogue messages of the media and borelog services (spec 02 section 8); upload limits reuse jobMessages. */
export const mediaMessages = {
  nameExists: defineMessage('media.server.nameExists', 'Media with this name already exists on the server: {{file}}.'),
  unreadable: defineMessage('media.server.unreadable', 'File content unreadable: {{file}}.'),
  projectNotFound: defineMessage('media.server.projectNotFound', 'No project with guid {{guid}}.'),
  pointNotFound: defineMessage('media.server.pointNotFound', 'No measurement point with guid {{guid}} in this project.'),
  mediaNotFound: defineMessage('media.server.mediaNotFound', 'No media named {{file}} in this project.'),
  noThumbnail: defineMessage('media.server.noThumbnail', 'No thumbnail for {{file}}.'),
  linkInvalid: defineMessage('media.server.linkInvalid', 'This download link is not valid or has expired.'),
  tooManyNames: defineMessage('media.server.tooManyNames', 'Ask for at most {{max}} thumbnails at a time.'),
  borelogFailed: defineMessage('media.server.borelogFailed', 'Borelog failed: something went wrong, retry or choose another profile.'),
  templateNotFound: defineMessage('media.server.templateNotFound', 'No borelog template {{id}}.'),
  boreholeNotFound: defineMessage('media.server.boreholeNotFound', 'No measurement point {{id}} in project {{project}}.'),
} as const;

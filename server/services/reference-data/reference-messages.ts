import { defineMessage } from '../../messages';

/** Refusals of the code-list and field-template editors (spec 01 sections 3 and 6; spec 02 section 8). */
export const referenceMessages = {
  codeInUse: defineMessage('userMenu.server.codeInUse', 'Code {{code}} is used by {{count}} records, so it cannot be deleted or renamed; deactivate it instead.'),
  codeExists: defineMessage('userMenu.server.codeExists', 'Code {{code}} already exists in this list.'),
  codeNotFound: defineMessage('userMenu.server.codeNotFound', 'Code {{code}} is not in this list.'),
  fieldExists: defineMessage('userMenu.server.fieldExists', 'Field {{field}} already exists on this screen.'),
  fieldNotFound: defineMessage('userMenu.server.fieldNotFound', 'Field {{field}} is not on this screen.'),
  standardFieldKept: defineMessage('userMenu.server.standardFieldKept', 'Field {{field}} belongs to the standard template and cannot be deleted; hide it instead.'),
  fieldInUse: defineMessage('userMenu.server.fieldInUse', 'Field {{field}} holds values in {{count}} records, so it cannot be deleted; hide it instead.'),
  fieldInvalid: defineMessage('userMenu.server.fieldInvalid', 'Field {{field}} cannot be saved: {{reason}}'),
  fieldCodeFixed: defineMessage('userMenu.server.fieldCodeFixed', 'The code of field {{field}} cannot change, or stored values would lose their field; add a new field instead.'),
  unknownScreen: defineMessage('userMenu.server.unknownScreen', 'There is no template for screen {{screen}}.'),
  profileUnavailable: defineMessage('userMenu.server.profileUnavailable', 'Unable to retrieve the user profile.'),
} as const;

import { defineMessage } from '../../messages';

/** The dashboard refusals (spec 02 section 8: 'dashboard not found'; section 2: 'dashboard exists', 'cannot be deleted or renamed'). */
export const dashboardMessages = {
  notFound: defineMessage('dashboard.server.notFound', 'Dashboard not found.'),
  exists: defineMessage('dashboard.server.exists', 'A dashboard named \'{{name}}\' already exists.'),
  homeLocked: defineMessage('dashboard.server.homeLocked', 'The Home Dashboard cannot be deleted or renamed.'),
  nameRequired: defineMessage('dashboard.server.nameRequired', 'A dashboard needs a name.'),
  nameTooLong: defineMessage('dashboard.server.nameTooLong', 'A dashboard name may have at most {{max}} characters.'),
  layoutInvalid: defineMessage('dashboard.server.layoutInvalid', 'The dashboard\'s widgets cannot be stored: {{details}}'),
  changedSince: defineMessage('dashboard.server.changedSince', 'The dashboard was changed elsewhere since you loaded it; nothing was saved. Reload it and try again.'),
  projectNotFound: defineMessage('dashboard.server.projectNotFound', 'Project {{project}} was not found.'),
} as const;

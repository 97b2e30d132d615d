import type { RequiredRight } from './context';

/**
 * The rights commands ask for (spec 01 section 6: 'A feature needs a feature right or a function
 * right set by the application manager'). The spec names no words, so these are ours; the
 * application manager grants them per user (`npm run admin -- add-user … --all-rights` grants all).
 */
export const commandRights = {
  /** CheckFunctionRights: the external import application. */
  import: { feature: 'Import' },
  /** CheckFunctionRights: the external export application. */
  export: { feature: 'Export' },
  /** CheckFunctionRights: the external verify application. */
  verify: { feature: 'Verify' },
  /** CheckFunctionRights: the external report application. */
  report: { feature: 'Report' },
  /** CheckFunctionRights: the external XYZ (coordinates) import application. */
  xyzImport: { feature: 'XYZImport' },
  /** UserHasFunction: deleting a whole project, from the list or from its own screen. */
  deleteProject: { function: 'DeleteProject' },
  /** UserHasFunction: user administration, the application manager's (spec 02 section 6; src/domain/auth/account-constants.ts). */
  userAdministration: { function: 'UserAdministration' },
  /** UserHasFunction: suggesting analysis samples (spec 02 section 6, a function the application manager enables). */
  suggestSamples: { function: 'SuggestSamples' },
} as const satisfies Record<string, RequiredRight>;

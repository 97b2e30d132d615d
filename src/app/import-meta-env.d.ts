/**
 * The build-time settings the client reads (Vite replaces `import.meta.env.*` when it builds).
 * External-application URLs (spec 01 section 2, 'Redirect to separate external applications')
 * are optional: without one the redirect route says the application is not configured.
 */
interface ImportMetaEnv {
  /** The app's base path, '/Web/' (vite.config.ts `base`; spec 01 section 9). */
  readonly BASE_URL: string;
  readonly VITE_EXTERNAL_IMPORT_URL?: string;
  readonly VITE_EXTERNAL_EXPORT_URL?: string;
  readonly VITE_EXTERNAL_VERIFY_URL?: string;
  readonly VITE_EXTERNAL_REPORT_URL?: string;
  readonly VITE_EXTERNAL_XYZ_URL?: string;
  readonly VITE_EXTERNAL_CITRIX_URL?: string;
  /** The user menu's links (spec 02 section 2, 'User menu'); each entry is absent while its address is unset. */
  readonly VITE_HELP_URL?: string;
  readonly VITE_ROADMAP_URL?: string;
  readonly VITE_TRAINING_URL?: string;
  readonly VITE_MANAGEMENT_URL?: string;
  /** Map tiles (spec 02 section 2, 'Map'): unset for the catalogue's own hosts, 'none' for no tiles, or a mirror's origin. */
  readonly VITE_MAP_TILE_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The describe block every PostgreSQL test sits in: postgres-skip-reporter.ts counts its skipped tests by it. */
export const postgresSuiteName = 'postgres';

/** Set by the server project's globalSetup when no PostgreSQL can be had: the reason, to print once. */
export const postgresUnavailableVariable = 'FIELDWORK_POSTGRES_UNAVAILABLE';

/**
 * The browser's wire-contract client (ARCHITECTURE.md, src/api; spec 01 sections 5, 7 and 8):
 * session, HTTP client, typed errors, one function per call, query and mutation factories.
 */
export { createSession, memoryStorage } from './session';
export { createApiClient } from './http';
export type { ApiClient, SignedOutEvent } from './http';
export { ApiError, isApiError } from './errors';
export type { ProjectId } from './envelope';

export * from './calls/projects';
export * from './calls/measurement-points';
export * from './calls/water-samples';
export * from './calls/bottles';
export * from './calls/contact-search';
export * from './calls/code-lists';
export * from './calls/templates';
export * from './calls/views';
export * from './calls/settings';
export * from './calls/rights';

export { apiOf, bindApiClient } from './queries/api-binding';
export { projectQueries } from './queries/project-queries';
export { pointQueries } from './queries/point-queries';
export { bottleQueries, waterSampleQueries } from './queries/sample-queries';
export { codeListQueries, overviewQueries, settingQueries, templateQueries } from './queries/reference-queries';
export { projectMutations } from './queries/project-mutations';
export { pointMutations } from './queries/point-mutations';
export { bottleMutations, waterSampleMutations } from './queries/sample-mutations';
export { settingMutations } from './queries/setting-mutations';

export * from './kinds/point-child-kinds';
export * from './kinds/project-record-kinds';
export type { KindTables, Row } from './kinds/define-record-kind';

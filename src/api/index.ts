/**
 * The browser's wire-contract client (ARCHITECTURE.md, src/api; spec 01 sections 5, 7 and 8):
 * session, HTTP client, typed errors, one function per call, query and mutation factories.
 */
export { createSession, memoryStorage, sessionStorageKeys } from './session';
export type { KeyValueStorage, Session, SessionState, SignedInProfile, SignedInUser } from './session';
export { createApiClient, signOutStatuses, webApplicationCode } from './http';
export type { ApiClient, ApiClientOptions, AuthorisationObject, CallOptions, SignInCredentials, SignedOutEvent, WireAnswer } from './http';
export { ApiError, apiMessageKeys, isApiError } from './errors';
export type { ApiErrorKind, MessageParams } from './errors';
export { parseVeldData, prIdText, readBody, writeBody } from './envelope';
export type { ProjectId, ReadParameters, VeldTables, WriteAction } from './envelope';

export * from './calls/projects';
export * from './calls/measurement-points';
export * from './calls/layers';
export * from './calls/soil-samples';
export * from './calls/gauging-tubes';
export * from './calls/finishings';
export * from './calls/water-samples';
export * from './calls/bottles';
export * from './calls/project-records';
export * from './calls/cadastral';
export * from './calls/code-lists';
export * from './calls/templates';
export * from './calls/views';
export * from './calls/settings';
export * from './calls/rights';

export { apiOf, bindApiClient } from './queries/api-binding';
export { dayLongCache, endOfDay, msUntilEndOfDay } from './queries/day-cache';
export type { RowsWrite } from './queries/row-cache';
export type { RecordWrite } from './queries/list-mutation';
export { projectQueries } from './queries/project-queries';
export { pointQueries } from './queries/point-queries';
export { finishingQueries, gaugingTubeQueries, layerQueries, soilSampleQueries } from './queries/point-child-queries';
export { bottleQueries, waterSampleQueries } from './queries/sample-queries';
export { cadastralQueries, contactQueries, locationVisitQueries, sublocationQueries, summaryQueries } from './queries/project-record-queries';
export { codeListQueries, overviewQueries, rightsQueries, settingQueries, templateQueries } from './queries/reference-queries';
export { projectMutations, writeProjectToCache } from './queries/project-mutations';
export type { ProjectWrite } from './queries/project-mutations';
export { pointMutations, writePointsToCache } from './queries/point-mutations';
export { finishingMutations, gaugingTubeMutations, layerMutations, soilSampleMutations } from './queries/point-child-mutations';
export { bottleMutations, waterSampleMutations, writeWaterSamplesToCache } from './queries/sample-mutations';
export type { WaterSampleTransfer, WaterSampleWrite } from './queries/sample-mutations';
export { cadastralMutations, contactMutations, locationVisitMutations, sublocationMutations, summaryMutations } from './queries/project-record-mutations';
export { settingMutations } from './queries/setting-mutations';

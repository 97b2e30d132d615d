/**
 * The batch XYZ coordinate import, pure (spec 02 section 2): parse a pasted block,
 * check and reproject every row, match rows to the project's points by name, preview, and plan the
 * one bulk save. No React: the screen builds on these.
 */
export { xyzColumnTitleKeys, xyzCellsFromTexts, xyzFields } from './xyz-columns';
export type { XyzCells, XyzField, XyzSourceRow } from './xyz-columns';
export { isXyzHeaderRow, parseXyzBlock } from './parse-xyz-block';
export type { XyzIssue } from './xyz-issue';
export type { XyzImportContext } from './check-xyz-row';
export type { XyzProjectData } from './project-points';
export { buildXyzPreview, createXyzPreviewer } from './xyz-preview';
export type { XyzPreview, XyzPreviewCounts, XyzPreviewRow, XyzPreviewer, XyzRowStatus, XyzSystemIssue } from './xyz-preview';
export { buildXyzSavePlan, xyzIssuesFromRefusal } from './xyz-save-payload';
export type { XyzSavePlan } from './xyz-save-payload';

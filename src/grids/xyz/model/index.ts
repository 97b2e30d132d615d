/**
 * The batch XYZ coordinate import, pure (issue 6, deliver 4; spec 02 section 2): parse a pasted block,
 * check and reproject every row, match rows to the project's points by name, preview, and plan the
 * one bulk save. No React: the screen builds on these.
 */
export { xyzColumnTitleKeys, xyzCellsFromTexts, xyzFieldOfWireField, xyzFields, xyzWireFields } from './xyz-columns';
export type { XyzCells, XyzField, XyzSourceRow } from './xyz-columns';
export { isXyzHeaderRow, parseXyzBlock } from './parse-xyz-block';
export type { XyzBlock } from './parse-xyz-block';
export { fromDomainIssue, xyzError } from './xyz-issue';
export type { XyzIssue, XyzIssueCode } from './xyz-issue';
export { readImportAs } from './import-as';
export type { ImportAsReading } from './import-as';
export { referenceCodeLookup } from './reference-codes';
export type { ReferenceCodeLookup } from './reference-codes';
export { createXyzRowChecker, xyzTargetSystem } from './check-xyz-row';
export type { CheckedXyzRow, XyzImportContext } from './check-xyz-row';
export { indexProjectPoints } from './project-points';
export type { XyzMatchedPoint, XyzPointIndex, XyzProjectData } from './project-points';
export { buildXyzPreview, createXyzPreviewer } from './xyz-preview';
export type { XyzPreview, XyzPreviewCounts, XyzPreviewRow, XyzPreviewer, XyzRowStatus, XyzSystemIssue } from './xyz-preview';
export { buildXyzSavePlan, gaugingTubePointTypeCode, importedTubeName, xyzIssuesFromRefusal } from './xyz-save-payload';
export type { XyzRefusalIssues, XyzSavePlan, XyzSavePlanResult, XyzSaveOptions } from './xyz-save-payload';

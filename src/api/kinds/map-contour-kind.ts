import { defineRecordKind } from './define-record-kind';
import { underProject } from './parents';

/**
 * Contours drawn on a project's map (spec 02 section 2, 'Map'; GetMapContours / SetMapContours):
 * the list is read with the map, a drawn contour is inserted, 'delete contours' deletes them by CoGuid.
 */
export const mapContourKind = defineRecordKind({
  table: 'tblMapContours', read: 'GetMapContours', write: 'SetMapContours',
  rowsField: 'MapContours', deleteField: 'CoGuid', ...underProject, listName: 'mapContours',
});

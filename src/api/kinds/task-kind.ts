import { defineRecordKind } from './define-record-kind';
import { underProject } from './parents';

/** A project's to-do tasks (GetTasks / SetTasks; spec 02 section 2, the dashboard's to-do list). */
export const taskKind = defineRecordKind({
  table: 'tblTasks', read: 'GetTasks', write: 'SetTasks',
  rowsField: 'Tasks', deleteField: 'TaGuid', ...underProject, listName: 'tasks',
});

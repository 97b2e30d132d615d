/** The lab screens (spec 02 section 2): the lab assignments list and one assignment. */
export { LabAssignmentsScreen } from './LabAssignmentsScreen';
export { LabAssignmentScreen } from './LabAssignmentScreen';

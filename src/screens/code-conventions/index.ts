/** /CodeConventions: the code lists per field and the code review of a project (spec 01 section 2). */
export { CodeConventionsScreen } from './CodeConventionsScreen';

/** The project detail screen (spec 01 section 2, issue 4 deliver 3). */
export { ProjectScreen } from './ProjectScreen';

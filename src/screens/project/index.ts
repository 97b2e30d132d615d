/** The project detail screen (spec 01 section 2). */
export { ProjectScreen } from './ProjectScreen';

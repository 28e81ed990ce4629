// The .palito.json format: its schema, and reading a file's text into a checked, current-version
// ProjectFile (or the one problem that stops it). Pure: no store, no React, no DOM.
export {PROJECT_FILE_EXTENSION, PROJECT_FILE_FORMAT, PROJECT_FILE_MIME, PROJECT_FILE_VERSION} from './schema';
export type {ProjectFile, ProjectFileUpdate, ProjectFileView} from './schema';
export {readProjectFile} from './read';
export type {ProjectFileReading} from './read';
export {projectFileSizeProblem} from './read';

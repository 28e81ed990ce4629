export {PROJECT_FILE_EXTENSION, PROJECT_FILE_FORMAT, PROJECT_FILE_MIME, PROJECT_FILE_VERSION} from './schema';
export type {ProjectFile, ProjectFileView} from './schema';
export {readProjectFile} from './read';
export type {ProjectFileReading} from './read';
export {projectFileText, toProjectFile} from './write';

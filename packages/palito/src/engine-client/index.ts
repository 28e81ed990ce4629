export {createEngine} from './create-engine';
export type {EngineSettings, PalitoEngineHandle} from './create-engine';
export {createLocalEngine} from './local-engine';

// A layout over the one the user sees: what did not change keeps its place (layout-over.ts).
export {placeOverPrevious, planKeepShape, type KeepShapePlan} from './layout-over';

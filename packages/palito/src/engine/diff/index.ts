// The diff between two Projects of one inventory: its public face.

export {diffProjects} from './diff-projects';
export type {AssetPlace, ChangedAsset, GroupDiff, LinkPair, MovedAsset, ProjectDiff, RenamedGroup} from './types';

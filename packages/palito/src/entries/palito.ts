// `palito`: the React component library. Its surface is react/index.ts's, where each export has
// its page in docs/api.
export * from '../react';

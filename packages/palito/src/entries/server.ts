// `palito/server`: the conversion handler and its worker pool, for Node. Its surface is
// server/index.ts's, where each export is documented.
export * from '../server';

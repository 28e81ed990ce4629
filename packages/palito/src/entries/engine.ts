// `palito/engine`: what users import, the engine's documented surface. The engine's face to the
// rest of the package (../engine/index.ts) holds more, for the editor and the server.
export * from '../engine/public';

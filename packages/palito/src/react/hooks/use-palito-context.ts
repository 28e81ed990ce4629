import {useContext} from 'react';
import {PalitoContext, type PalitoContextValue} from './context';

/** What <Palito> shares with the components drawn inside it (locale, commands, node types). */
export function usePalitoContext(component: string): PalitoContextValue {
  const context = useContext(PalitoContext);
  if (!context) {
    throw new Error(`${component} must be rendered inside <Palito>, e.g. <Palito data={file}><${component.replace(/\(\)$/, '')} /></Palito>.`);
  }
  return context;
}

import {translate} from '@docusaurus/Translate';
import {MAX_FILE_BYTES} from './inventory';

/** Why a picked file is refused before it is read (past the engine's own limit), or null. */
export function tooLargeMessage(file: File): string | null {
  if (file.size <= MAX_FILE_BYTES) return null;
  return translate(
    {id: 'demo.picker.tooLarge', message: '{name} 파일이 너무 큽니다({size}MB). {limit}MB까지 받습니다.'},
    {name: file.name, size: (file.size / 1024 / 1024).toFixed(1), limit: MAX_FILE_BYTES / 1024 / 1024},
  );
}

// The uploaded file's name, from the X-File-Name header. It becomes the project's name (shown
// in the UI) and id, so it is cut down to a plain name: no directories, no control characters.

import {DEFAULT_FILE_NAME, FILE_NAME_HEADER, decodeFileName} from '../engine';

const MAX_NAME_LENGTH = 255;

export function requestFileName(headers: Headers): string {
  const header = headers.get(FILE_NAME_HEADER);
  if (!header) return DEFAULT_FILE_NAME;
  // A path is not a name: keep the last segment, as browsers do for File.name.
  const base = decodeFileName(header).split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_NAME_LENGTH);
  return name || DEFAULT_FILE_NAME;
}

// Control characters in a text file (a stray NUL from a copy-paste, a form feed from a report
// tool) are invisible in a spreadsheet and break XML and terminals downstream. They are taken
// out of the text before it is split into cells, and the lines that had them are reported.

// Tab, LF and CR are the CSV's own; everything else below U+0020, DEL, and the noncharacters
// U+FFFE/U+FFFF, which XML forbids.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

/** Lines named in the warning; the count covers the rest. */
const LINES_NAMED = 5;

export interface StrippedText {
  text: string;
  count: number;
  /** 1-based line numbers of the first lines that had any, in order. */
  lines: number[];
  /** Other lines had some too. */
  moreLines: boolean;
}

export function stripControlCharacters(text: string): StrippedText {
  let count = 0;
  const lines: number[] = [];
  let moreLines = false;
  let line = 1;
  let lineScan = 0;
  const clean = text.replace(CONTROL, (_match, offset: number) => {
    count++;
    for (; lineScan < offset; lineScan++) if (text.charCodeAt(lineScan) === 10) line++;
    if (lines[lines.length - 1] !== line) {
      if (lines.length < LINES_NAMED) lines.push(line);
      else moreLines = true;
    }
    return '';
  });
  return {text: count ? clean : text, count, lines, moreLines};
}

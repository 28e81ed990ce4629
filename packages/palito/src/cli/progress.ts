// The progress line: for inventories over 1,000 assets, and only on a terminal (a CI log or a
// pipe gets nothing extra). One line, rewritten in place, cleared when the work ends.

import {groupDigits, type Progress} from '../engine';
import type {Context} from './io';
import {say} from './messages';

export const PROGRESS_FROM_ASSETS = 1000;

export interface ProgressLine {
  update(progress: Progress): void;
  done(): void;
}

const SILENT: ProgressLine = {update() {}, done() {}};

export function progressLine({io, locale}: Context, file: string, assets: number): ProgressLine {
  if (!io.stderrIsTTY || assets <= PROGRESS_FROM_ASSETS) return SILENT;
  let shown = -1;
  let drawn = false;
  return {
    update(progress) {
      const percent = Math.floor(progress.fraction * 100);
      if (percent === shown) return;
      shown = percent;
      drawn = true;
      io.stderr(`\r\x1b[K${say(locale, 'progress', {file, assets: groupDigits(assets), percent})}`);
    },
    done() {
      if (drawn) io.stderr('\r\x1b[K');
    },
  };
}

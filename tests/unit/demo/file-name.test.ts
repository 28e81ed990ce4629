import {describe, expect, it} from 'vitest';
import {exportFileName} from '../../../src/components/LayoutDemo/export/file-name';

describe('exportFileName', () => {
  it('names the All View export after the view', () => {
    expect(exportFileName('all', 'zone:internet-dmz')).toBe('palito-all');
  });

  it('keeps Korean and other letters of a zone id, so zones get different files', () => {
    const names = ['zone:인터넷-dmz', 'zone:내부망', 'zone:관리망', 'zone:개발망'].map((id) => exportFileName('zone', id));
    expect(names).toEqual(['palito-인터넷-dmz', 'palito-내부망', 'palito-관리망', 'palito-개발망']);
  });

  it('replaces characters that do not belong in a file name', () => {
    expect(exportFileName('zone', 'zone:a/b:c d')).toBe('palito-a-b-c-d');
    expect(exportFileName('zone', 'zone:???')).toBe('palito-zone');
    expect(exportFileName('zone', null)).toBe('palito-all');
  });
});

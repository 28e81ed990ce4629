// GitHub workflow annotations (packages/palito/src/cli/annotations.ts): the runner's escaping of
// the message (%, CR, LF) and of property values (also `:` and `,`), as its toolkit does.

import {describe, expect, it} from 'vitest';
import {annotation, escapeData, escapeProperty} from '../../../packages/palito/src/cli/annotations';

/** The syntax a runner reads: `::level prop=value,prop=value::message`, nothing unescaped inside. */
const SYNTAX = /^::(error|warning|notice)(?: ((?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*)(?:,((?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*))*)?::[^\r\n]*$/;

describe('annotation escaping', () => {
  it('escapes %, CR and LF in the message, % first', () => {
    expect(escapeData('100% done\r\nnext %0A')).toBe('100%25 done%0D%0Anext %250A');
  });

  it('escapes : and , too in a property', () => {
    expect(escapeProperty('C:\\inv, 2024.csv')).toBe('C%3A\\inv%2C 2024.csv');
    expect(escapeProperty('a%b\nc')).toBe('a%25b%0Ac');
  });
});

describe('annotation', () => {
  it('writes the level, the properties given and the message', () => {
    expect(annotation({level: 'error', file: 'inv/a,b.csv', line: 3, col: 2, message: 'Row 3: bad'})).toBe('::error file=inv/a%2Cb.csv,line=3,col=2::Row 3: bad');
    expect(annotation({level: 'warning', message: 'no place'})).toBe('::warning::no place');
    expect(annotation({level: 'error', file: undefined, line: 5, message: 'x'})).toBe('::error line=5::x');
  });

  it('stays one line of the runner syntax whatever the text holds', () => {
    const hostile = annotation({level: 'error', file: 'a:b,c\nd.csv', line: 1, title: 'palito x,y:z', message: 'line1\nline2\r%0A::error::x'});
    expect(hostile).toMatch(SYNTAX);
    expect(hostile.split('\n')).toHaveLength(1);
  });
});

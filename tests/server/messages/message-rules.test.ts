// The inbox's pure rules: a body's one-line summary and the page count.
import { describe, expect, it } from 'vitest';
import { plainTextOf, summaryOf, totalPagesOf } from '../../../server/domain/messages/rules.js';

describe('message summaries', () => {
  it('[M2-14] turn HTML into one line of text: no tags, scripts or styles, entities decoded', () => {
    expect(plainTextOf('<p>Hi&nbsp;<b>there</b> &amp; <i>you</i></p><script>alert(1)</script><style>p{}</style><p>Next</p>', 'html')).toBe('Hi there & you Next');
    expect(plainTextOf('Line one\n\n  line <two>', 'text')).toBe('Line one line <two>');
  });

  it('[M2-14] cut long bodies to 80 characters with an ellipsis, counting characters not UTF-16 units', () => {
    expect(summaryOf('short', 'text')).toBe('short');
    const long = summaryOf('a'.repeat(100), 'text');
    expect([...long]).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect([...summaryOf('😀'.repeat(90), 'text')]).toHaveLength(80);
  });
});

describe('pages', () => {
  it('[M2-14] an empty inbox still has one page', () => {
    expect([totalPagesOf(0, 10), totalPagesOf(10, 10), totalPagesOf(11, 10)]).toEqual([1, 1, 2]);
  });
});

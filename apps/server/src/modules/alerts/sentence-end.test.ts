import { describe, expect, it } from 'vitest';
import { endSentence, quotedSentenceEnd } from './sentence-end';

describe('a sentence that ends with what a person wrote', () => {
  it('keeps the quoted note\'s own full stop, question or exclamation mark, and adds none after the quote', () => {
    expect(quotedSentenceEnd('Done. Photo attached.')).toBe('"Done. Photo attached."');
    expect(quotedSentenceEnd('Can you check the tiles?')).toBe('"Can you check the tiles?"');
    expect(quotedSentenceEnd('Finished!  ')).toBe('"Finished!"');
  });

  it('ends the sentence after the quote when the note has no mark of its own', () => {
    expect(quotedSentenceEnd('Photo attached')).toBe('"Photo attached".');
  });

  it('adds a full stop to words without one, and none to words that have one', () => {
    expect(endSentence('Other: the work was not done')).toBe('Other: the work was not done.');
    expect(endSentence('Other: the work was not done.')).toBe('Other: the work was not done.');
    expect(endSentence('Other: see the photo (attached).')).toBe('Other: see the photo (attached).');
    expect(endSentence('Other: he said "no."')).toBe('Other: he said "no."');
  });
});

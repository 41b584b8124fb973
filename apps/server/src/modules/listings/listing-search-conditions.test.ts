import { describe, expect, it } from 'vitest';
import { bindFilter, usesTrigrams } from './listing-search-conditions';

describe('the full query’s text conditions', () => {
  it('gives each word a LIKE for the trigram index when one has trigrams, and finds them with strpos when none has', () => {
    expect(bindFilter({ text: 'TV mount, x1' }, 'each').values).toEqual({ word0: '%tv%', word1: '%mount%', word2: '%x1%' });
    const bound = bindFilter({ text: 'TV, x1 é' }, 'each');
    expect(bound.values).toEqual({ position0: 'tv', position1: 'x1', position2: 'é' });
    expect(bound.shape).toEqual(['position0', 'position1', 'position2']);
  });

  it('counts a word as indexed by its run of three ASCII letters or digits, the word characters of the C locale', () => {
    expect(['roof', 'oak', '2x4', 'café', 'naïves'].filter(usesTrigrams)).toEqual(['roof', 'oak', '2x4', 'café', 'naïves']);
    expect(['tv', 'x1', 'é', 'naïve', 'a1é'].some(usesTrigrams)).toBe(false);
  });
});

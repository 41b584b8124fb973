import { describe, expect, it } from 'vitest';
import { hiddenParamOf, listingStatusLabel, listingTypeLabel } from './listing-words';

describe('the listings filter and words', () => {
  it('turns the filter into the API hidden parameter; anything else lists every listing', () => {
    expect(hiddenParamOf('hidden')).toBe(true);
    expect(hiddenParamOf('visible')).toBe(false);
    expect(hiddenParamOf('all')).toBeUndefined();
    expect(hiddenParamOf(null)).toBeUndefined();
    expect(hiddenParamOf('nonsense')).toBeUndefined();
  });

  it('names types and states, and shows an unknown code as it is', () => {
    expect(listingTypeLabel('material_supply')).toBe('Materials');
    expect(listingStatusLabel('ongoing')).toBe('Ongoing');
    expect(listingStatusLabel('archived')).toBe('archived');
  });
});

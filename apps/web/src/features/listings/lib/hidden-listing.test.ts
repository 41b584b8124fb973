import { describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS } from '@homebid/shared/constants/support';
import { hiddenListingSupportSubject } from './hidden-listing';

describe("Contact Support's subject for a listing HomeBid hid", () => {
  it('names the listing', () => {
    expect(hiddenListingSupportSubject('  Kitchen remodel ')).toBe('Hidden project: Kitchen remodel');
  });

  it('fits the subject limit, with an ellipsis where it was cut', () => {
    const subject = hiddenListingSupportSubject('A'.repeat(200));
    expect(subject).toHaveLength(SUPPORT_LIMITS.subjectMax);
    expect(subject.endsWith('A…')).toBe(true);
    const fits = 'B'.repeat(SUPPORT_LIMITS.subjectMax - 'Hidden project: '.length);
    expect(hiddenListingSupportSubject(fits)).toBe(`Hidden project: ${fits}`);
  });
});

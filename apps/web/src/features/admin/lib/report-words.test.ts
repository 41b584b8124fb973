import { describe, expect, it } from 'vitest';
import { reportReasonText, reportTargetName } from './report-words';

describe('how the queue words a report', () => {
  it('names the target: a listing in quotes, a user by name, a message as such, a gone one plainly', () => {
    expect(reportTargetName({ type: 'listing', title: 'Deck repair' })).toBe('“Deck repair”');
    expect(reportTargetName({ type: 'user', title: 'Ana Diaz' })).toBe('Ana Diaz');
    expect(reportTargetName({ type: 'message', title: 'pay me on Venmo' })).toBe('The message');
    expect(reportTargetName({ type: 'listing', title: null })).toBe('The listing');
  });

  it("writes the reason in the product's words, with the reporter's text", () => {
    expect(reportReasonText({ reason: 'off_platform_payment', text: null })).toBe('Asking to pay outside HomeBid');
    expect(reportReasonText({ reason: 'other', text: 'Fake photos' })).toBe('Other: Fake photos');
  });
});

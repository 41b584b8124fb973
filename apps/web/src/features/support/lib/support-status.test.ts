import { describe, expect, it } from 'vitest';
import { statusOf } from './support-status';

describe('support request status in plain words', () => {
  it('shows the desk status where known, our forwarding status otherwise', () => {
    const desk = (externalStatus: string) => statusOf({ status: 'forwarded', externalStatus });
    expect(['new', 'open', 'pending', 'hold', 'solved', 'closed'].map(desk)).toEqual(['Received', 'In progress', 'Waiting for you', 'On hold', 'Solved', 'Closed']);
    expect(desk('archived')).toBe('Archived'); // a status Zendesk may add later still reads as a word
    expect(statusOf({ status: 'open', externalStatus: null })).toBe('Received');
    expect(statusOf({ status: 'forwarded', externalStatus: null })).toBe('Sent to support');
    expect(statusOf({ status: 'closed', externalStatus: null })).toBe('Closed');
  });
});

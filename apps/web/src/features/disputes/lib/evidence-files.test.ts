import { describe, expect, it } from 'vitest';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { MAX_EVIDENCE_BYTES } from '@homebid/shared/domain/dispute';
import type { DisputeEvent } from '@homebid/shared/schemas/escrow';
import { acceptEvidenceFiles, checkEvidenceFile, evidenceRoomOf } from './evidence-files';
import { formatFileSize } from '../../uploads/lib/format-file-size';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('evidence files checked in the browser, in the server words', () => {
  it('takes JPG, PNG and PDF up to 10 MB, by type or (without one) by name', () => {
    expect(checkEvidenceFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkEvidenceFile(file('a.png', 'image/png'))).toBeNull();
    expect(checkEvidenceFile(file('a.pdf', 'application/pdf', MAX_EVIDENCE_BYTES))).toBeNull();
    expect(checkEvidenceFile(file('scan.PDF', ''))).toBeNull();
    expect(checkEvidenceFile(file('a.gif', 'image/gif'))).toBe(DISPUTE_MSG.evidenceType);
    expect(checkEvidenceFile(file('a.docx', ''))).toBe(DISPUTE_MSG.evidenceType);
    expect(checkEvidenceFile(file('a.pdf', 'application/pdf', MAX_EVIDENCE_BYTES + 1))).toBe(DISPUTE_MSG.evidenceSize);
  });

  it('accepts a batch up to the room left and tells the first problem', () => {
    const batch = [file('1.jpg', 'image/jpeg'), file('x.gif', 'image/gif'), file('2.png', 'image/png'), file('3.pdf', 'application/pdf')];
    expect(acceptEvidenceFiles(batch, 0, 5)).toEqual({ accepted: [batch[0], batch[2], batch[3]], problem: DISPUTE_MSG.evidenceType });
    expect(acceptEvidenceFiles([batch[0], batch[2], batch[3]], 3, 5)).toEqual({ accepted: [batch[0], batch[2]], problem: DISPUTE_MSG.evidenceLimit });
    expect(acceptEvidenceFiles([batch[0]], 0, 0)).toEqual({ accepted: [], problem: DISPUTE_MSG.evidenceLimit });
    expect(acceptEvidenceFiles([batch[0]], 0, 1)).toEqual({ accepted: [batch[0]], problem: null });
  });

  it("counts a side's room from its files in the timeline (5 per side)", () => {
    const event = (actor: DisputeEvent['actor'], withFile: boolean): DisputeEvent => ({
      id: String(Math.random()),
      kind: withFile ? 'evidence' : 'opened',
      actor,
      actorName: '',
      note: null,
      releaseCents: null,
      file: withFile ? { id: 'f', name: 'a.pdf', mime: 'application/pdf', sizeBytes: 1, url: '/x' } : null,
      createdAt: '2026-01-01T00:00:00Z',
    });
    const events = [event('poster', false), event('poster', true), event('poster', true), event('bidder', true)];
    expect(evidenceRoomOf({ events }, 'poster')).toBe(3);
    expect(evidenceRoomOf({ events }, 'bidder')).toBe(4);
    expect(evidenceRoomOf({ events: Array.from({ length: 6 }, () => event('bidder', true)) }, 'bidder')).toBe(0);
  });

  it('writes file sizes in bytes, KB or MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(6)).toBe('6 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(310 * 1024)).toBe('310 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISPUTE_MSG, ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MAX_EVIDENCE_BYTES } from '@homebid/shared/domain/dispute';
import type { App } from '../../app';
import { disputeFiles } from '../../db/schema/escrow';
import { buildUser } from '../../../test/factories';
import { createPngBytes } from '../../../test/support/upload-files';
import { buildFundedContract, buildPaymentsTestApp, createPdfBytes, disputeAction, errorOf, makeOperator, openDisputeId, uploadEvidence } from '../../../test/support/disputes';
import { contentDisposition } from '../uploads/private-file';

async function countStored(app: App) {
  let count = 0;
  for await (const object of app.ctx.storage.list()) if (object.key) count++;
  return count;
}

describe('dispute evidence', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  it('takes JPG, PNG and PDF files checked by content, five per side, and shows them to the two sides and operators only', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(poster, contractId, 1);
    const stranger = await buildUser(app);
    const pdf = createPdfBytes();

    const added = await uploadEvidence(poster, id, [{ fileName: 'invoice: march?.pdf', contentType: 'application/pdf', bytes: pdf }], { note: 'The invoice' });
    expect(added.statusCode).toBe(200);
    const event = added.json().events.at(-1);
    expect(event).toMatchObject({ kind: 'evidence', actor: 'poster', note: 'The invoice', file: { name: 'invoice march.pdf', mime: 'application/pdf', sizeBytes: pdf.length } });
    expect(event.file.url).toBe(`/api/disputes/${id}/evidence/${event.file.id}`);

    // the name and the browser's type do not count: the bytes do
    const fake = await uploadEvidence(poster, id, [{ fileName: 'report.pdf', contentType: 'application/pdf', bytes: Buffer.from('just some text, not a PDF') }]);
    expect(errorOf(fake)).toEqual([400, DISPUTE_MSG.evidenceType]);
    expect(errorOf(await uploadEvidence(poster, id, []))).toEqual([400, DISPUTE_MSG.evidenceMissing]);
    // a note is trimmed, and 2000 characters at most
    expect(errorOf(await uploadEvidence(poster, id, [{ fileName: 'x.pdf', bytes: pdf }], { note: 'x'.repeat(2001) }))).toEqual([400, ESCROW_MSG.noteTooLong]);
    expect(errorOf(await uploadEvidence(stranger, id, [{ fileName: 'x.pdf', bytes: pdf }]))).toEqual([404, DISPUTE_MSG.notFound]);
    const tooBig = Buffer.concat([pdf, Buffer.alloc(MAX_EVIDENCE_BYTES + 1 - pdf.length, 0x20)]);
    expect(errorOf(await uploadEvidence(poster, id, [{ fileName: 'big.pdf', bytes: tooBig }]))).toEqual([413, DISPUTE_MSG.evidenceSize]);

    const longNote = await uploadEvidence(poster, id, [{ fileName: 'photo-2.png', bytes: createPngBytes() }], { note: `  ${'n'.repeat(2000)}  ` });
    expect(longNote.json().events.at(-1).note).toBe('n'.repeat(2000));

    // five per side: the poster's sixth is refused, the seller still has room
    for (let i = 3; i <= 5; i++) expect((await uploadEvidence(poster, id, [{ fileName: `photo-${i}.png`, bytes: createPngBytes() }])).statusCode).toBe(200);
    expect(errorOf(await uploadEvidence(poster, id, [{ fileName: 'photo-6.png', bytes: createPngBytes() }]))).toEqual([409, DISPUTE_MSG.evidenceLimit]);
    const theirs = await uploadEvidence(bidder, id, [{ fileName: 'site.png', bytes: createPngBytes() }]);
    expect(theirs.statusCode).toBe(200);
    const files = await app.ctx.db.select().from(disputeFiles).where(eq(disputeFiles.disputeId, id));
    expect(files).toHaveLength(6);

    // the two sides and operators read a file, with its type and as a download (a PDF) or inline (an image)
    const read = (user: typeof poster, url: string) => user.request({ method: 'GET', url });
    const fromPoster = await read(bidder, event.file.url);
    expect(fromPoster.statusCode).toBe(200);
    expect(fromPoster.rawPayload.equals(pdf)).toBe(true);
    expect(fromPoster.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('attachment', 'invoice march.pdf'),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const image = theirs.json().events.at(-1).file;
    const png = await read(poster, image.url);
    expect([png.statusCode, png.headers['content-type'], png.headers['content-disposition']]).toEqual([200, 'image/png', contentDisposition('inline', 'site.png')]);

    expect(errorOf(await read(stranger, event.file.url))).toEqual([404, DISPUTE_MSG.notFound]);
    const operator = await buildUser(app);
    expect((await read(operator, event.file.url)).statusCode).toBe(404);
    await makeOperator(app, operator);
    const asOperator = await read(operator, event.file.url);
    expect([asOperator.statusCode, asOperator.headers['content-type']]).toEqual([200, 'application/pdf']);
    // a file of another dispute is not found through this one
    const other = await buildFundedContract(app);
    const otherId = await openDisputeId(other.poster, other.contractId, 1);
    expect(errorOf(await read(poster, `/api/disputes/${otherId}/evidence/${event.file.id}`))).toEqual([404, DISPUTE_MSG.notFound]);
    expect(errorOf(await read(poster, `/api/disputes/${id}/evidence/not-a-uuid`))).toEqual([404, DISPUTE_MSG.notFound]);

    // a settled dispute takes no more evidence, and the refused file is not kept
    await disputeAction(poster, id, 'proposals', { releaseCents: 100 });
    await disputeAction(bidder, id, 'accept', { releaseCents: 100 });
    const storedBefore = await countStored(app);
    expect(errorOf(await uploadEvidence(bidder, id, [{ fileName: 'late.png', bytes: createPngBytes() }]))).toEqual([409, DISPUTE_MSG.settled]);
    expect(await countStored(app)).toBe(storedBefore);
    expect(await app.ctx.db.select().from(disputeFiles).where(eq(disputeFiles.disputeId, id))).toHaveLength(6);
  });

  it('names a download safely, whatever its name', () => {
    expect(contentDisposition('attachment', 'Reçu "final".pdf')).toBe(`attachment; filename="Re_u _final_.pdf"; filename*=UTF-8''Re%C3%A7u%20%22final%22.pdf`);
  });
});

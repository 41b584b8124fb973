import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MILESTONE_WORK_MSG } from '@homebid/shared/schemas/contract-end';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import { buildContractor, buildListingsTestApp, buildPoster, createServiceListing, errorOf, placeBidId } from '../../../test/support/bids';
import { buildMultipart, createJpegBytes, createPngBytes } from '../../../test/support/upload-files';
import { buildStartedContract, setMilestonesPaidForTest } from '../../../test/support/contracts';

describe('the bidder marks a milestone as done, with an optional photo', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
  });
  afterAll(() => app.close());

  const markDone = (user: TestUser, contractId: string, position: number | string, file?: { fileName: string; bytes: Buffer }, fields: Record<string, string> = {}) =>
    user.request({ method: 'POST', url: `/api/contracts/${contractId}/milestones/${position}/done`, ...buildMultipart({ done: 'true', ...fields }, file ? [file] : []) });
  const detailOf = async (user: TestUser, contractId: string) => (await user.request({ method: 'GET', url: `/api/contracts/${contractId}` })).json();
  const fetchUpload = async (url: string) => app.inject({ method: 'GET', url });

  it('marks without and with a photo; the poster sees the mark and the photo; a new photo replaces the old', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);

    const plain = await markDone(bidder, contractId, 1);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ message: MILESTONE_WORK_MSG.marked, photo: null });
    let detail = await detailOf(poster, contractId);
    expect(detail.milestones.map((m: { bidderCompleted: boolean }) => m.bidderCompleted)).toEqual([true, false]);
    expect(detail.milestonePhotos).toEqual([]);

    const png = createPngBytes(8, 8);
    const withPhoto = await markDone(bidder, contractId, 2, { fileName: 'counters done.png', bytes: png });
    expect(withPhoto.statusCode).toBe(200);
    const photo = withPhoto.json().photo;
    expect(photo).toMatchObject({ position: 2, imageName: 'counters done.png' });
    detail = await detailOf(poster, contractId);
    expect(detail.milestones.map((m: { bidderCompleted: boolean }) => m.bidderCompleted)).toEqual([true, true]);
    expect(detail.milestonePhotos).toEqual([photo]);
    const served = await fetchUpload(photo.imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    // marking again with a new photo replaces it and deletes the old file
    const replaced = (await markDone(bidder, contractId, 2, { fileName: 'better.jpg', bytes: createJpegBytes() })).json().photo;
    expect(replaced.imageName).toBe('better.jpg');
    expect((await detailOf(bidder, contractId)).milestonePhotos).toEqual([replaced]);
    expect((await fetchUpload(photo.imageUrl)).statusCode).toBe(404);
  });

  it('accepts only JPG/PNG by content and keeps nothing from a refused file', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(errorOf(await markDone(bidder, contractId, 1, { fileName: 'work.png', bytes: gif }))).toEqual([400, MSG.imageJpgPng]);
    expect(errorOf(await markDone(bidder, contractId, 1, { fileName: 'work.png', bytes: Buffer.from('not an image') }))).toEqual([400, MSG.imageJpgPng]);
    expect(errorOf(await markDone(bidder, contractId, 1, { fileName: 'big.png', bytes: Buffer.concat([createPngBytes(), Buffer.alloc(2 * 1024 * 1024)]) }))).toEqual([413, MSG.imageTooLarge]);
    const detail = await detailOf(poster, contractId);
    expect(detail.milestones.every((m: { bidderCompleted: boolean }) => !m.bidderCompleted)).toBe(true);
    expect(detail.milestonePhotos).toEqual([]);
  });

  it('takes a note of up to 2000 characters, spaces around it aside, and refuses a longer one', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);
    expect(errorOf(await markDone(bidder, contractId, 1, undefined, { note: 'x'.repeat(2001) }))).toEqual([400, ESCROW_MSG.noteTooLong]);
    expect((await detailOf(poster, contractId)).milestones[0].bidderCompleted).toBe(false);
    expect((await markDone(bidder, contractId, 1, undefined, { note: `  ${'x'.repeat(2000)}  ` })).statusCode).toBe(200);
    expect((await detailOf(poster, contractId)).milestones[0].bidderCompleted).toBe(true);
  });

  it('only the bidder, only on an accepted, ongoing contract, only an existing unpaid milestone', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);
    const storedFiles = async () => (await fs.readdir(app.ctx.config.uploadsDir).catch(() => [])).length;
    const before = await storedFiles();
    // refused after the photo was stored: the photo is deleted again
    expect(errorOf(await markDone(poster, contractId, 1, { fileName: 'w.png', bytes: createPngBytes() }))).toEqual([403, MILESTONE_WORK_MSG.onlyBidder]);
    expect(errorOf(await markDone(bidder, contractId, 9, { fileName: 'w.png', bytes: createPngBytes() }))).toEqual([404, MILESTONE_WORK_MSG.notFound]);
    expect(await storedFiles()).toBe(before);
    expect(errorOf(await markDone(await buildContractor(app), contractId, 1))).toEqual([404, CONTRACT_MSG.notFound]);
    expect(errorOf(await markDone(bidder, contractId, 3))).toEqual([404, MILESTONE_WORK_MSG.notFound]);
    expect(errorOf(await markDone(bidder, contractId, 'x'))).toEqual([400, MILESTONE_WORK_MSG.notFound]);
    expect(errorOf(await markDone(bidder, 'nope', 1))).toEqual([404, CONTRACT_MSG.notFound]);
    await setMilestonesPaidForTest(app, contractId, [1]);
    expect(errorOf(await markDone(bidder, contractId, 1))).toEqual([409, MILESTONE_WORK_MSG.alreadyPaid]);
    await setMilestonesPaidForTest(app, contractId);
    expect((await poster.request({ method: 'POST', url: `/api/contracts/${contractId}/end` })).statusCode).toBe(200);
    expect(errorOf(await markDone(bidder, contractId, 2))).toEqual([409, MILESTONE_WORK_MSG.ended]);

    // an offer not accepted yet
    const other = await buildPoster(app);
    const otherBidder = await buildContractor(app);
    const bidId = await placeBidId(otherBidder, await createServiceListing(other));
    const offered = (await other.request({ method: 'POST', url: `/api/bids/${bidId}/hire` })).json().contract.id;
    expect(errorOf(await markDone(otherBidder, offered, 1))).toEqual([409, MILESTONE_WORK_MSG.notAccepted]);
  });

  it('deletes the photos when the bidder withdraws from the contract', async () => {
    const { bidder, contractId } = await buildStartedContract(app);
    const photo = (await markDone(bidder, contractId, 1, { fileName: 'w.png', bytes: createPngBytes() })).json().photo;
    expect((await fetchUpload(photo.imageUrl)).statusCode).toBe(200);
    expect((await bidder.request({ method: 'POST', url: `/api/contracts/${contractId}/withdraw` })).statusCode).toBe(200);
    expect((await fetchUpload(photo.imageUrl)).statusCode).toBe(404);
  });
});

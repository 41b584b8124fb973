import { z } from 'zod';
import { MILESTONE_WORK_MSG } from '../constants/contract-end';

// plain constants live in constants/contract-end.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/contract-end';

export const milestonePositionParamsSchema = z.object({
  id: z.string().min(1).max(100),
  position: z.coerce.number({ error: MILESTONE_WORK_MSG.notFound }).int(MILESTONE_WORK_MSG.notFound).min(1, MILESTONE_WORK_MSG.notFound).max(1000, MILESTONE_WORK_MSG.notFound),
});

/** The spec's imageName / imageURL of a milestone the bidder attached a photo to. */
export const milestonePhotoSchema = z.object({ position: z.number().int(), imageName: z.string(), imageUrl: z.string() });
export type MilestonePhoto = z.infer<typeof milestonePhotoSchema>;

export const milestoneMarkedSchema = z.object({ message: z.string(), photo: milestonePhotoSchema.nullable() });
export type MilestoneMarked = z.infer<typeof milestoneMarkedSchema>;

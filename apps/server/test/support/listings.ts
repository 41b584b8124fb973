import type { LightMyRequestResponse } from 'fastify';
import type { ListingCreate } from '@homebid/shared/schemas/listing';
import type { App } from '../../src/app';
import { buildTestApp } from '../test-app';
import type { TestUser } from '../factories';
import { seedCatalogue } from '../../src/seed/listings/seed-catalogue';
import { drawPatternPng } from '../../src/seed/listings/generated-images';
import { buildMultipart } from './upload-files';

/** A test app with the seeded catalogue (materials posts need products). */
export async function buildListingsTestApp(env: Record<string, string> = {}): Promise<App> {
  const app = await buildTestApp(env);
  await seedCatalogue(app.ctx);
  return app;
}

export const testPng = (hue = 10) => drawPatternPng({ width: 16, height: 16, hue, pattern: 1, accent: 90 });

export async function uploadFile(user: TestUser, kind: 'image' | 'document', file: { name: string; bytes: Buffer }): Promise<LightMyRequestResponse> {
  const body = buildMultipart({ kind }, [{ fileName: file.name, bytes: file.bytes }]);
  return user.request({ method: 'POST', url: '/api/listings/uploads', ...body });
}

/** Uploads an image as `user` and returns its key. */
export async function uploadImage(user: TestUser, hue = 10): Promise<string> {
  const response = await uploadFile(user, 'image', { name: 'photo.png', bytes: testPng(hue) });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().key;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/** A valid services post body in Providence, RI with the given images. */
export function buildServicesBody(images: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    listingType: 'service',
    title: 'Kitchen remodel',
    industries: ['Carpenter', 'Plumbing'],
    materialsProvided: true,
    budgetCents: 1_250_000,
    deadline: inDays(30),
    description: 'Replace cabinets, counters and the sink.',
    location: { streetAddress: '12 Main St', placeId: '02903' },
    images,
    documents: [],
    ...overrides,
  } satisfies ListingCreate & Record<string, unknown>;
}

export async function postListing(user: TestUser, body: Record<string, unknown>) {
  return user.request({ method: 'POST', url: '/api/listings', payload: body });
}

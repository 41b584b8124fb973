import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp } from '../../../test/support/listings';

describe('GET /api/places/search', () => {
  let app: App;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    user = await buildUser(app);
  });
  afterAll(() => app.close());

  const search = async (q: string) => (await user.request({ method: 'GET', url: `/api/places/search?q=${encodeURIComponent(q)}` })).json().places;

  it('finds US places by city prefix, with label, coordinates and whether the state is allowed', async () => {
    const places = await search('Provid');
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]).toMatchObject({ city: 'Providence', state: 'RI', isAllowed: true });
    expect(places.find((p: { zip: string }) => p.zip === '02903')).toMatchObject({ id: '02903', label: 'Providence, RI 02903', lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('finds by zip prefix and by "city, state"; places outside RI and MA are marked not allowed', async () => {
    expect((await search('0290')).every((p: { zip: string }) => p.zip.startsWith('0290'))).toBe(true);
    const boston = await search('boston, ma');
    expect(boston[0]).toMatchObject({ city: 'Boston', state: 'MA', isAllowed: true });
    const ny = await search('10004');
    expect(ny[0]).toMatchObject({ city: 'New York', state: 'NY', isAllowed: false });
    expect(await search('')).toEqual([]);
    expect(await search('Eastern Alberta')).toEqual([]); // the gazetteer's Canadian codes are left out
  });

  it('tells the forms the allowed states and tile URL; refuses signed-out search', async () => {
    const settings = await user.request({ method: 'GET', url: '/api/places/settings' });
    expect(settings.json()).toEqual({ allowedStates: ['RI', 'MA'], mapTileUrl: expect.stringContaining('{z}') });
    expect((await app.inject({ method: 'GET', url: '/api/places/search?q=Prov' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser } from '../../../test/factories';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';

describe('GET /s/:code', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
  });
  afterAll(() => app.close());

  it('serves Open Graph tags (escaped) and sends browsers on to /v1?postID=<id>', async () => {
    const owner = await buildUser(app);
    const image = await uploadImage(owner);
    const listing = (await postListing(owner, buildServicesBody([image], { title: 'Patio "pavers" <b>& steps</b>', description: 'Lay 300 sq ft of pavers.' }))).json();
    const url = new URL(listing.shareUrl);
    const response = await app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="Patio &#34;pavers&#34; &#60;b&#62;&#38; steps&#60;/b&#62;">');
    expect(html).toContain('<meta property="og:description" content="Lay 300 sq ft of pavers.">');
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/uploads/${image}">`);
    expect(html).toContain(`<meta property="og:url" content="${listing.shareUrl}">`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/v1?postID=${listing.id}">`);
    expect(html).not.toContain('<b>');
  });

  it('answers an unknown or malformed code with a 404 page', async () => {
    for (const code of ['zzzzzzzz', '<script>', '..%2F..']) {
      const response = await app.inject({ method: 'GET', url: `/s/${encodeURIComponent(code)}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This link does not lead to a project any more.');
    }
  });
});

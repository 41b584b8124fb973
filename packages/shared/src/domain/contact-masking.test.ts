import { describe, expect, it } from 'vitest';
import { CONTACT_HIDDEN, maskContactDetails } from './contact-masking';

const H = CONTACT_HIDDEN;
const OWN_HOST = 'homebid.example';
const mask = (text: string) => maskContactDetails(text, { ownHost: OWN_HOST });

/** [what a user writes, what the other side reads] */
const HIDDEN: Array<[string, string]> = [
  // US phone numbers in figures
  ['Call me at (401) 555-0123 tomorrow', `Call me at ${H} tomorrow`],
  ['401.555.0123', H],
  ['+1 401 555 0123', H],
  ['+14015550123', H],
  ['4015550123', H],
  ['401 555 0123', H],
  ['401-555-0123', H],
  ['1-401-555-0123', H],
  ['(401)555-0123', H],
  ['Text 401 - 555 - 0123 please', `Text ${H} please`],
  ['Office: 401-555-0123 ext. 45', `Office: ${H}`],
  ['401.555.0123 x12, evenings', `${H}, evenings`],
  ['My cell is 401-555-0123.', `My cell is ${H}.`],
  ['tel:4015550123', `tel:${H}`],
  // spelled-out digits, and digits mixed with words
  ['four oh one five five five zero one two three', H],
  ['Call Four Zero One Five Five Five Zero One Two Three now', `Call ${H} now`],
  ['four oh one, five five five, zero one two three', H],
  ['401 five five five 0123', H],
  ['4o1-555-o123', H],
  ['401 555 o123', H],
  ['4 0 1 5 5 5 0 1 2 3', H],
  ['five five five oh one two three', H],
  // e-mail addresses and their obfuscations
  ['jane.doe@example.com', H],
  ['Write to jane+bids@mail.example.co.uk, thanks', `Write to ${H}, thanks`],
  ['name at gmail dot com', H],
  ['Name AT Gmail DOT Com', H],
  ['name(at)gmail(dot)com', H],
  ['name [at] gmail [dot] com', H],
  ['name @ gmail . com', H],
  ['name at gmail.com', H],
  ['mail me: bob_smith at yahoo dot co dot uk', `mail me: ${H}`],
  ['priya dot shah at gmail dot com', H],
  ['Email priya (dot) shah (at) gmail (dot) com today', `Email ${H} today`],
  ['(my work one) jo dot ann at work dot org', `(my work one) ${H}`],
  // links to other sites
  ['See https://example.com/portfolio?id=3.', `See ${H}.`],
  ['http://my-site.net', H],
  ['www.example.com', H],
  ['Photos at example.com/path/photos', `Photos at ${H}`],
  ['bit.ly/3xYz', H],
  ['tinyurl.com/abc123 or t.co/xyz', `${H} or ${H}`],
  ['myportfolio(dot)com', H],
  ['HTTPS://EXAMPLE.ORG', H],
  ['Reviews: yelp.com/biz/bobs-builders (5 stars)', `Reviews: ${H} (5 stars)`],
  // several at once
  ['Call 401-555-0123 or write bob@example.com or see bob.dev', `Call ${H} or write ${H} or see ${H}`],
];

/** What must stay as written: numbers that are not phone numbers, and words that only look like obfuscations. */
const KEPT: string[] = [
  'The total is $1,250.00 for labor.',
  'About 1250 dollars, materials included.',
  'Budget $12,500,000.50 max',
  'I can start on 12/05/2026 and finish 12/19/2026.',
  'Start 2026-12-05, end 2026-12-20.',
  'Arrive at 10:30 am, leave at 4:45 pm.',
  'The house is at 123 Main St, Providence RI 02903.',
  'Zip 02903-1234',
  'Deck of 10 x 12 ft, 2 x 6 boards, 16 in on center.',
  'We need 2 doors, 3 windows and 24 tiles.',
  'Quantities: 12, 24, 36.',
  'This is the first bid; the second milestone is the third week.',
  'We will meet at the house at noon. At 5 we leave.',
  'Look at the photos. Then call me back here on HomeBid.',
  'The slope is 2.5 percent and the beam 3.14159 m.',
  'One crew of two people, three days.',
  'Order #4827, lot 55.',
  'See my listing https://homebid.example/v1/listings/abc and www.homebid.example/help.',
  'Files: plan.pdf, photo.jpg, index.html',
  'e.g. tiles, i.e. the bathroom, a.m. or p.m.',
  'Range 500-1500 sq ft, about 3-4 days.',
  'Room 1: 120 sq ft; room 2: 150 sq ft.',
  '',
];

describe('maskContactDetails', () => {
  it.each(HIDDEN)('hides %j', (text, expected) => {
    expect(mask(text)).toEqual({ text: expected, masked: true });
  });

  it.each(KEPT)('keeps %j', (text) => {
    expect(mask(text)).toEqual({ text, masked: false });
  });

  it('hides a link to HomeBid too when it does not know HomeBid host', () => {
    expect(maskContactDetails('https://homebid.example/v1').text).toBe(H);
    expect(maskContactDetails('https://evil-homebid.example/v1', { ownHost: OWN_HOST }).text).toBe(H);
  });

  it('keeps the own host whatever its case, "www." or subdomain', () => {
    expect(mask('HTTPS://WWW.HOMEBID.EXAMPLE/x and app.homebid.example').masked).toBe(false);
  });

  // look-alike text that a careless rule scans again from every word (the bracketed dots took 20 s before the lookbehind)
  it('stays fast on long adversarial text (no catastrophic backtracking)', () => {
    const attacks = [
      'a.'.repeat(50_000),
      'a@'.repeat(50_000),
      `${'a.'.repeat(50_000)}@`,
      `name at ${'x dot '.repeat(20_000)}!`,
      '1 '.repeat(50_000),
      '1-'.repeat(50_000) + 'x',
      'one oh '.repeat(20_000),
      `http://${'http://'.repeat(20_000)}.`,
      `www.${'a.'.repeat(50_000)}`,
      '('.repeat(50_000) + '4',
      `${'a'.repeat(100_000)}@`,
      'a [dot] '.repeat(20_000),
      'a(dot)'.repeat(20_000),
      'x at y [dot] '.repeat(10_000),
      `${'a dot '.repeat(20_000)}!`,
      `${'a (dot) '.repeat(20_000)}at y`,
      `x @ ${'y . '.repeat(20_000)}!`,
      'a (at) '.repeat(20_000),
      `example.com/${'a.'.repeat(50_000)}`,
      '401 555 '.repeat(20_000),
    ];
    const started = performance.now();
    for (const attack of attacks) maskContactDetails(attack, { ownHost: OWN_HOST });
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

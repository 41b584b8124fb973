/**
 * Contact details stay on HomeBid until hire: phone numbers, e-mail addresses and links to other sites in what one
 * side writes to the other are replaced by CONTACT_HIDDEN while the two have no contract together (the server
 * decides who reads what; this file only finds the details).
 *
 * Each rule is one regex, applied in turn (e-mails before links, so an address is not half a domain). Every regex
 * is linear: its parts use disjoint character classes (one way to split a match), and each starts only at the
 * beginning of a word, so a long run of look-alike text is scanned once.
 */

/** What the other side reads in place of a contact detail (the product's words). */
export const CONTACT_HIDDEN = '[hidden until hired]';

/** The notice shown once under text in which something was hidden. */
export const CONTACT_HIDDEN_NOTICE =
  'Contact details are hidden until one of you hires the other through HomeBid. Paying through HomeBid keeps your money protected.';

export interface ContactMaskResult {
  text: string;
  /** Whether anything was hidden. */
  masked: boolean;
}

export interface ContactMaskOptions {
  /** HomeBid's own host (PUBLIC_URL's): links to it stay. */
  ownHost?: string;
}

/** Top-level domains that make a bare "word.tld" a link (common ones, country codes seen in the US, shorteners'). */
const TLD = 'com|net|org|edu|gov|mil|us|io|co|info|biz|me|ly|gl|gle|gd|app|dev|xyz|ai|tv|ca|uk';
const NOT_AFTER_TLD = '(?![a-z0-9_-])';
/** A link's path: anything up to a space, ending on a character that does not end a sentence. */
const PATH = `(?:/[^\\s<>"]*[^\\s<>"'.,;:!?)\\]])?`;
/** "(dot)", "[dot]", "{dot}" or "<dot>", as people write a dot to get it past a filter. */
const DOT_BRACKETED = '\\s?[(\\[{<]\\s?dot\\s?[)\\]}>]\\s?';
/** In an address (after an "at") a spelled or spaced dot too: " dot ", " . ". */
const DOT_IN_ADDRESS = `\\.|\\s+\\.\\s+|\\s+dot\\s+|${DOT_BRACKETED}`;
/**
 * The name before an "at", its dots spelled too ('priya dot shah', 'priya(dot)shah'). Never started after a spelled
 * dot (see spelledEmail's lookbehind): a long chain of them is then scanned from its first word only.
 */
const LOCAL_PART = `[\\w.%+-]+(?:(?:\\s+dot\\s+|${DOT_BRACKETED})[\\w.%+-]+)*`;
const AT_SPELLED = '\\s*@\\s*|\\s*[(\\[{<]\\s*at\\s*[)\\]}>]\\s*|\\s+at\\s+';
/** One digit: a figure, or a word for it ('o' and 'oh' for zero) that is not part of a longer word. */
const DIGIT = '(?:\\d|(?<![a-z])(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|o)(?![a-z]))';

const RULES = {
  /** name@example.com, the plain address (any top-level domain). */
  email: /(?<![\w.%+-])[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi,
  /**
   * 'name at gmail dot com', 'first dot last at gmail dot com', 'name(at)gmail(dot)com', 'name @ gmail . com':
   * spelled or spaced, a known top-level domain.
   */
  spelledEmail: new RegExp(
    `(?<![\\w.%+-])(?<!\\bdot\\s*[)\\]}>]?\\s*)${LOCAL_PART}(?:${AT_SPELLED})(?:[a-z0-9-]+(?:${DOT_IN_ADDRESS}))+(?:${TLD})(?![a-z0-9_/-])`,
    'gi',
  ),
  /** http(s):// and www. links. */
  url: new RegExp(`(?:\\bhttps?://|(?<![\\w.@/-])www\\.)[^\\s<>"]*[^\\s<>"'.,;:!?)\\]]`, 'gi'),
  /** Bare domains: example.com/path, bit.ly/x, example(dot)com; never from the middle of one (that would be quadratic). */
  domain: new RegExp(`(?<![\\w.@/-])(?<!dot\\s?[)\\]}>]\\s?)(?:[a-z0-9-]+(?:\\.|${DOT_BRACKETED}))+(?:${TLD})${NOT_AFTER_TLD}(?::\\d{2,5})?${PATH}`, 'gi'),
  /** US numbers in digits: (401) 555-0123, 401.555.0123, +1 401 555 0123, 4015550123, with an extension. */
  phone: /(?<![\w$.,/])(?:\+?1[\s.-]{0,3})?(?:\(\s?\d{3}\s?\)|\d{3})[\s.-]{0,3}\d{3}[\s.-]{0,3}\d{4}(?!\d)(?:\s{0,3}(?:ext\.?|extension|x|#)\s{0,3}\d{1,6}\b)?/gi,
  /**
   * Runs of digits and digit words ('four oh one five five five...', '4o1 555 o123', '4 0 1 5 5 5 ...'): one token
   * per digit, so a run splits one way only. Whether a run is a phone number is isSpelledPhone's decision.
   */
  digitRun: new RegExp(`${DIGIT}(?:[\\s().,-]{0,3}${DIGIT})*`, 'gi'),
};

/**
 * A run of digits and digit words is a phone number when it holds 7 to 15 digits and is written to dodge a filter:
 * three or more digits stand alone (a word, or a figure between separators), or a word stands among the 10 or 11
 * digits of a number with its area code, or seven figures stand apart ('4 0 1 5 5 5 ...'). Other runs of figures only
 * are plain numbers (dates, zip codes, prices): the phone rule judges those by their shape.
 */
function isSpelledPhone(run: string): boolean {
  const parts = run.match(/\d+|[a-z]+/gi) ?? [];
  const words = parts.filter((p) => !/\d/.test(p)).length;
  const lone = parts.filter((p) => p.length === 1 && /\d/.test(p)).length;
  const digits = words + parts.reduce((sum, p) => sum + (/\d/.test(p) ? p.length : 0), 0);
  if (digits < 7 || digits > 15) return false;
  if (words === 0) return lone >= 7;
  return words + lone >= 3 || digits === 10 || digits === 11;
}

/** The host a matched link points at, lower case and without "www.", or '' when it cannot be read. */
function hostOf(link: string): string {
  const withoutScheme = link.replace(/^https?:\/\//i, '');
  const host = withoutScheme.split(/[/:?#]/, 1)[0] ?? '';
  return host.toLowerCase().replace(/^www\./, '');
}

/** `text` with its phone numbers, e-mail addresses and links to other sites replaced by CONTACT_HIDDEN. */
export function maskContactDetails(text: string, options: ContactMaskOptions = {}): ContactMaskResult {
  const ownHost = (options.ownHost ?? '').toLowerCase().replace(/^www\./, '');
  let masked = false;
  const hide = () => {
    masked = true;
    return CONTACT_HIDDEN;
  };
  const hideLink = (match: string) => {
    const host = hostOf(match);
    if (ownHost && (host === ownHost || host.endsWith(`.${ownHost}`))) return match;
    return hide();
  };
  const result = text
    .replace(RULES.email, hide)
    .replace(RULES.spelledEmail, hide)
    .replace(RULES.url, hideLink)
    .replace(RULES.domain, hideLink)
    .replace(RULES.phone, hide)
    .replace(RULES.digitRun, (run) => (isSpelledPhone(run) ? hide() : run));
  return { text: result, masked };
}

import { PaymentProviderError } from '../providers';

export const DWOLLA_GENERIC_MESSAGE = 'The bank-transfer service could not complete the request. Please try again later.';
export const DWOLLA_UNAVAILABLE_MESSAGE = 'The bank-transfer service did not answer in time. Please try again in a few minutes.';
export const DWOLLA_DUPLICATE_EMAIL_MESSAGE = 'A bank-transfer customer with this email already exists.';
export const DWOLLA_BANK_LINK_MESSAGE = 'The bank account could not be linked. Please link it again.';

/** Dwolla already has what we asked it to create; `existingHref` is that resource. */
export class DwollaDuplicateError extends PaymentProviderError {
  constructor(
    message: string,
    detail: string,
    readonly existingHref: string,
  ) {
    super(message, detail);
  }
}

/** The names our form gives the fields Dwolla validates, for a message the user can act on. */
const FIELD_NAMES: Record<string, string> = {
  '/firstName': 'first name',
  '/lastName': 'last name',
  '/email': 'email',
  '/address1': 'address',
  '/city': 'city',
  '/state': 'state',
  '/postalCode': 'postal code',
  '/dateOfBirth': 'date of birth',
  '/ssn': 'SSN',
  '/name': 'account name',
};

interface DwollaErrorBody {
  code?: string;
  message?: string;
  _links?: { about?: { href?: string } };
  _embedded?: { errors?: Array<{ code?: string; message?: string; path?: string; _links?: { about?: { href?: string } } }> };
}

/**
 * The SDK rejects with an Error carrying `status` and the parsed `body` for an HTTP error, `error` for a refused
 * token, and node-fetch's FetchError when nothing answered. Dwolla's error bodies name fields, never their values,
 * so the detail is safe to log.
 */
export function toAchProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const raw = (error ?? {}) as { status?: number; body?: unknown; error?: string; timeout?: boolean; name?: string; code?: string; message?: string };
  const text = raw.message ?? String(error);
  // 429: Dwolla refuses concurrent transfers out of one balance (and rate-limits); nothing was made, so it is retried
  if (raw.timeout || raw.name === 'FetchError' || (raw.status !== undefined && (raw.status >= 500 || raw.status === 429))) {
    return new PaymentProviderError(DWOLLA_UNAVAILABLE_MESSAGE, `dwolla unavailable${raw.status ? ` (${raw.status})` : ''}${raw.code ? ` ${raw.code}` : ''}: ${text}`, true);
  }
  if (raw.error) return new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `dwolla token refused: ${raw.error}`);
  if (raw.status === undefined) return new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `dwolla: ${text}`);

  const body = (typeof raw.body === 'object' && raw.body !== null ? raw.body : {}) as DwollaErrorBody;
  const errors = body._embedded?.errors ?? [];
  const detail = `dwolla ${body.code ?? 'error'} (${raw.status}): ${body.message ?? text}` +
    errors.map((e) => ` [${e.code} ${e.path}: ${e.message}]`).join('');

  if (body.code === 'DuplicateResource' && body._links?.about?.href) return new DwollaDuplicateError(DWOLLA_BANK_LINK_MESSAGE, detail, body._links.about.href);
  const duplicateEmail = errors.find((e) => e.code === 'Duplicate' && e.path === '/email');
  if (duplicateEmail) return new PaymentProviderError(DWOLLA_DUPLICATE_EMAIL_MESSAGE, detail);
  if (errors.some((e) => e.path === '/plaidToken')) return new PaymentProviderError(DWOLLA_BANK_LINK_MESSAGE, detail);
  // In the form's order, whatever order Dwolla lists them in.
  const paths = new Set(errors.map((e) => e.path));
  const fields = Object.entries(FIELD_NAMES).filter(([path]) => paths.has(path)).map(([, name]) => name);
  if (body.code === 'ValidationError' && fields.length > 0) {
    return new PaymentProviderError(`The bank-transfer service did not accept the ${fields.join(', ')}. Please check and try again.`, detail);
  }
  return new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, detail);
}

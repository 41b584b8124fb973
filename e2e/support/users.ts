import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

export interface ApiUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Cookie header value carrying the session (name=value; ...). */
  cookie: string;
  /** Calls `${url}/api${path}` as this user with a JSON body and the app's Origin; throws on a non-2xx answer. */
  api<T = unknown>(path: string, options?: { method?: string; body?: unknown }): Promise<T>;
}

export function makeEmail(prefix = 'e2e') {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Cookie pairs (name=value) from a fetch response's Set-Cookie headers. */
function readCookies(response: Response): Array<{ name: string; value: string }> {
  return response.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0];
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1) };
  });
}

/** A fetch against the app's API as a browser would send it (JSON, Origin, optional session cookie). */
export async function callApi<T = unknown>(
  url: string,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; data: T; response: Response }> {
  const response = await fetch(`${url}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: url,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, data: data as T, response };
}

function toUser(url: string, fields: Omit<ApiUser, 'api'>): ApiUser {
  return {
    ...fields,
    api: async <T>(path: string, options: { method?: string; body?: unknown } = {}) => {
      const result = await callApi<T>(url, path, { ...options, cookie: fields.cookie });
      if (result.status >= 300) throw new Error(`${options.method ?? 'GET'} /api${path} answered ${result.status}: ${JSON.stringify(result.data)}`);
      return result.data;
    },
  };
}

/**
 * Registers a user through the real sign-up endpoint (fast: no page involved). With `context`, the session
 * cookies are also set in that browser context, so its pages are signed in as the new user.
 */
export async function registerUser(
  url: string,
  options: { name?: string; email?: string; password?: string; context?: BrowserContext } = {},
): Promise<ApiUser> {
  const name = options.name ?? `E2E ${randomBytes(3).toString('hex')}`;
  const email = options.email ?? makeEmail();
  const password = options.password ?? 'correct-horse-battery';
  const result = await callApi<{ user: { id: string } }>(url, '/auth/sign-up/email', { body: { name, email, password } });
  if (result.status !== 200) throw new Error(`sign-up failed: ${result.status} ${JSON.stringify(result.data)}`);
  const cookies = readCookies(result.response);
  if (options.context) await addSessionCookies(options.context, url, cookies);
  return toUser(url, { id: result.data.user.id, name, email, password, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
}

/** Signs an existing user in through the API (and into `context` when given). */
export async function signInUser(
  url: string,
  credentials: { email: string; password: string; name?: string },
  context?: BrowserContext,
): Promise<ApiUser> {
  const result = await callApi<{ user: { id: string; name: string } }>(url, '/auth/sign-in/email', {
    body: { email: credentials.email, password: credentials.password },
  });
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.status} ${JSON.stringify(result.data)}`);
  const cookies = readCookies(result.response);
  if (context) await addSessionCookies(context, url, cookies);
  return toUser(url, {
    id: result.data.user.id,
    name: result.data.user.name,
    email: credentials.email,
    password: credentials.password,
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  });
}

async function addSessionCookies(context: BrowserContext, url: string, cookies: Array<{ name: string; value: string }>) {
  await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url, httpOnly: true, sameSite: 'Lax' as const })));
}

/** How long an early response waits for its first reader: the queries' own staleTime (app/providers.tsx). */
const KEEP_MS = 10_000;

interface EarlyResponse {
  startedAt: number;
  /** The address the visit started on: the responses are for that page's first render only. */
  page: string;
  response: Promise<Response>;
}

const early = new Map<string, EarlyResponse>();
const currentPage = () => `${globalThis.location?.pathname}${globalThis.location?.search}`;

/**
 * Starts GET /api{path} at once, before the code that will read it has loaded (app/startup-requests.ts). The first
 * `apiFetch` of the same path takes this response instead of asking again, if it comes within 10 s and on the page
 * the visit started on: after a navigation (a sign-in, a redirect to onboarding) the answer may no longer hold.
 * A bare fetch costs a phone's main thread a few milliseconds; the query machinery around it then runs inside the
 * page's render, which React slices, instead of in the entry's one long task.
 */
export function fetchEarly(path: string) {
  early.set(path, { startedAt: performance.now(), page: currentPage(), response: fetch(`/api${path}`, { credentials: 'same-origin' }) });
}

/** The early response for `path`, once; undefined if none was started, it is older than 10 s or the page changed. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  if (entry.page !== currentPage()) {
    early.clear();
    return undefined;
  }
  return performance.now() - entry.startedAt <= KEEP_MS ? entry.response : undefined;
}

/**
 * Waits for every start (servers, the browser) and then throws the first failure. Promise.all would reject at the
 * first failure while the others still start: a server that comes up after the test's afterAll has run is never
 * stopped. Each promise should keep what it started where afterAll finds it (assign it in a `.then`).
 */
export async function startTogether(starts: Array<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

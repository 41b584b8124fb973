/** The settings of every app built inside a test's process (buildTestApp, the PGlite snapshot's), under a test's own. */
export const TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PUBLIC_URL: 'http://localhost:3000' };

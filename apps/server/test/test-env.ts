/** The settings of every app a test builds in its own process, before the test's own. */
export const TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PUBLIC_URL: 'http://localhost:3000' };

// The import rules of the code, checked by `npm run imports` (scripts/check-imports.mjs, which adds the rule
// between web features) and by the `imports` step of `npm test`.
//
// Why dependency-cruiser, not madge or eslint-plugin-import's no-cycle: one tool for both checks, circles and
// forbidden imports, each rule one declarative entry below that is reported with its reason. It reads TypeScript
// with the compiler, and with tsPreCompilationDeps an `import type` counts as an import: all three circles named
// in issue 26 were closed by a type import. madge finds circles only; eslint-plugin-import needs a TypeScript
// resolver set up, and its no-cycle walks the module graph again from every linted file (slow on 800 modules).
//
// The floors of the server, top to bottom: main.ts → app.ts → modules/ → platform/ → db/ (seed/ stands beside
// app.ts, under main.ts). Test files (*.test.ts beside the code, and apps/*/test/) are not floors: they may
// import anything, and nothing that ships may import them.
const SERVER = '^apps/server/src/';
const TEST_FILE = '[.]test[.]tsx?$';

/** A rule about shipped code only: a test file beside the code is not held to it. */
const shipped = (path) => ({ path, pathNot: TEST_FILE });

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type imports included): no module may reach itself through its imports. Break it by moving the shared piece down a floor, or by passing it in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-shipped-code',
      severity: 'error',
      comment: 'Shipped code (src/, other than *.test.ts(x)) imports a test helper (apps/*/test/, fake-*, test-*). Test helpers are for tests only.',
      from: shipped('^(apps/(server|web)|packages/shared)/src/'),
      to: { path: ['^apps/(server|web)/test/', '(^|/)(fake|test)-[^/]+$'] },
    },
    {
      name: 'server-floors-platform-db',
      severity: 'error',
      comment: 'platform/ and db/ are the lower floors: they may not import modules/, app.ts or seed/.',
      from: shipped(`${SERVER}(platform|db)/`),
      to: { path: `${SERVER}(modules/|seed/|app[.]ts$)` },
    },
    {
      name: 'server-floors-db',
      severity: 'error',
      comment: 'db/ is the lowest floor: it may not import platform/.',
      from: shipped(`${SERVER}db/`),
      to: { path: `${SERVER}platform/` },
    },
    {
      name: 'server-floors-modules',
      severity: 'error',
      comment: 'modules/ stand below app.ts: a module receives what it needs from the app, it does not import it.',
      from: shipped(`${SERVER}modules/`),
      to: { path: `${SERVER}app[.]ts$` },
    },
    {
      name: 'server-only-main-imports-seed',
      severity: 'error',
      comment: 'The demo data (seed/) is put in by main.ts only.',
      from: { path: SERVER, pathNot: [`${SERVER}main[.]ts$`, `${SERVER}seed/`, TEST_FILE] },
      to: { path: `${SERVER}seed/` },
    },
    {
      name: 'server-nothing-imports-main',
      severity: 'error',
      comment: 'main.ts is the top floor (the process): nothing imports it.',
      from: {},
      to: { path: `${SERVER}main[.]ts$` },
    },
    {
      name: 'web-only-main-imports-app',
      severity: 'error',
      comment: 'app/ (router, shell, providers) is put together by main.tsx only; features, components and lib stand below it.',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/app/', '^apps/web/src/main[.]tsx$'] },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'packages/shared is used by the server and the web app; it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      comment: "The server and the web app's code share through packages/shared only (the server reads the shapes of the web build's files, apps/web/build, as types).",
      from: { path: '^apps/(server|web)/' },
      to: { path: ['^apps/server/', '^apps/web/src/'], pathNot: '^apps/$1/' },
    },
    {
      name: 'server-vendor-sdks-where-configured',
      severity: 'error',
      comment:
        "The SDK of a vendor the server runs without (Plaid, Dwolla, SMTP, Zendesk, Twilio, S3) is imported with import() where that vendor is configured: the bundle imports packages statically, so a static import loads it at every start. (Stripe's is the card sandbox's too.)",
      from: shipped(SERVER),
      to: { path: '(^|/)node_modules/(plaid|dwolla-v2|nodemailer|node-zendesk|twilio|@aws-sdk/[^/]+)/', dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
    {
      name: 'relative-import-resolves',
      severity: 'error',
      comment: 'A relative import this check cannot resolve would hide its imports from every rule above.',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // builds (the web app's, the server's bundle) are made from the sources cruised here
    exclude: { path: '/dist/' },
    // type-only imports are dependencies too: a circle closed by `import type` is still a circle of design
    tsPreCompilationDeps: true,
    // workspace packages resolve through their package.json `exports` (@homebid/shared/* → packages/shared/src/*.ts)
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md's table of tables, checked against the code: every table the migrations create is listed
// once, drizzle declares no other, each has an owner folder that exists, and no other folder's shipped code writes
// the table. The map also stays short, and every file it names exists.

const dbDir = dirname(fileURLToPath(import.meta.url));
const srcDir = join(dbDir, '..');
const repoDir = join(srcDir, '../../..');
const mapPath = join(repoDir, 'docs/ARCHITECTURE.md');
const MAP_HEADING = '## Tables';
/** An owner as the map names it: a module or platform folder. */
const OWNER = /^(modules|platform)\/[a-z0-9-]+$/;

interface MapRow {
  table: string;
  owner: string;
}

/** The rows of the first markdown table under `## Tables`: | `table` | `owner` | what it holds | */
function readTableOfTables(markdown: string): MapRow[] {
  const start = markdown.indexOf(`\n${MAP_HEADING}\n`);
  if (start < 0) throw new Error(`${MAP_HEADING} not found in docs/ARCHITECTURE.md`);
  const lines = markdown.slice(start).split('\n').slice(2);
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: MapRow[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const [table = '', owner = ''] = line.split('|').slice(1, 3).map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
    rows.push({ table, owner });
  }
  return rows;
}

/** Table names in the migrations' CREATE TABLE statements. */
function readMigrationTables(): Set<string> {
  const dir = join(dbDir, 'migrations');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(join(dir, file), 'utf8').replace(/--.*$/gm, '');
    for (const m of text.matchAll(/\bcreate\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)"?/gi)) names.add(m[1]!.toLowerCase());
  }
  return names;
}

/** Every table drizzle declares, per schema file: export name -> SQL name. */
async function readDrizzleTables(): Promise<Map<string, Map<string, string>>> {
  const dir = join(dbDir, 'schema');
  const files = new Map<string, Map<string, string>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const exports = (await import(join(dir, file))) as Record<string, unknown>;
    const tables = new Map<string, string>();
    for (const [name, value] of Object.entries(exports)) if (is(value, PgTable)) tables.set(name, getTableConfig(value).name);
    files.set(file.replace(/\.ts$/, ''), tables);
  }
  return files;
}

function listShippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listShippedFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The folder a file belongs to, as the map names owners: modules/<x>, platform/<x>, else seed, db or the file. */
function areaOf(file: string): string {
  const parts = relative(srcDir, file).split(sep);
  if ((parts[0] === 'modules' || parts[0] === 'platform') && parts.length > 1) return `${parts[0]}/${parts[1]!.replace(/\.tsx?$/, '')}`;
  return parts[0]!.replace(/\.tsx?$/, '');
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', '.bench-data']);

/** Every file and folder of the repository, as paths relative to its root. */
function listRepoPaths(dir = repoDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const path = relative(repoDir, join(dir, entry.name)).split(sep).join('/');
    return entry.isDirectory() ? [`${path}/`, ...listRepoPaths(join(dir, entry.name))] : [path];
  });
}

/** The files and folders the map names in backticks outside code blocks, e.g. `modules/alerts/record-alert.ts`. */
function readNamedPaths(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((code) => /^[\w@./-]+(\.(ts|tsx|mjs|cjs|js|json|md|sql|css)|\/)$/.test(code) && !/NNNN/.test(code));
}

interface Write {
  table: string;
  area: string;
  at: string;
}

/** `INSERT INTO t`, `DELETE FROM t`, `UPDATE t [[AS] alias] SET` (the SET keeps `FOR UPDATE OF t` and prose out). */
const RAW_WRITE = /\b(?:insert\s+into|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?|\bupdate\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?[a-z_]+)?\s+set\b/gi;
const DRIZZLE_WRITE = new Set(['insert', 'update', 'delete']);
/** What follows a drizzle write builder (and never a Map's delete or a hash's update). */
const DRIZZLE_CHAIN = new Set(['values', 'set', 'where', 'returning', 'onConflictDoNothing', 'onConflictDoUpdate']);

/**
 * The writes in one file: drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` of a table imported from db/schema,
 * and raw `INSERT INTO t`, `UPDATE t`, `DELETE FROM t` in its strings and templates. A drizzle write whose
 * table it cannot name is an error, so a write cannot pass unseen.
 */
function findWrites(file: string, text: string, drizzleTables: Map<string, Map<string, string>>, tableNames: Set<string>): { writes: Write[]; unresolved: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const area = areaOf(file);
  const where = (node: ts.Node) => `${relative(repoDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const imported = new Map<string, string>(); // local name -> SQL table name
  const namespaces = new Map<string, Map<string, string>>(); // `import * as s` -> its tables
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text.match(/\/db\/schema(?:\/([a-z0-9-]+))?$/);
    const bindings = statement.importClause?.namedBindings;
    if (!from || !bindings) continue;
    const tables = drizzleTables.get(from[1] ?? 'index') ?? new Map([...drizzleTables.values()].flatMap((t) => [...t]));
    if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, tables);
    else for (const b of bindings.elements) {
      const table = tables.get((b.propertyName ?? b.name).text);
      if (table) imported.set(b.name.text, table);
    }
  }
  const writes: Write[] = [];
  const unresolved: string[] = [];
  const tableOf = (arg: ts.Expression | undefined) => {
    if (arg && ts.isIdentifier(arg)) return imported.get(arg.text);
    if (arg && ts.isPropertyAccessExpression(arg) && ts.isIdentifier(arg.expression)) return namespaces.get(arg.expression.text)?.get(arg.name.text);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && DRIZZLE_WRITE.has(node.expression.name.text)) {
      const table = tableOf(node.arguments[0]);
      const chained = ts.isPropertyAccessExpression(node.parent) && DRIZZLE_CHAIN.has(node.parent.name.text);
      if (table) writes.push({ table, area, at: where(node) });
      else if (chained) unresolved.push(`${where(node)} ${node.getText(source).slice(0, 60)}`);
    }
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' $ ') : node.text;
      for (const m of text.matchAll(RAW_WRITE)) {
        const table = (m[1] ?? m[2]!).toLowerCase();
        if (tableNames.has(table)) writes.push({ table, area, at: where(node) });
      }
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { writes, unresolved };
}

describe('the table of tables in docs/ARCHITECTURE.md', () => {
  let rows: MapRow[];
  let migrationTables: Set<string>;
  let drizzleTables: Map<string, Map<string, string>>;

  beforeAll(async () => {
    rows = readTableOfTables(readFileSync(mapPath, 'utf8'));
    migrationTables = readMigrationTables();
    drizzleTables = await readDrizzleTables();
  });

  it('stays a ten-minute read, and every file it names is in the repository', () => {
    const markdown = readFileSync(mapPath, 'utf8');
    expect(markdown.split('\n').length).toBeLessThanOrEqual(300);
    const paths = listRepoPaths();
    const named = readNamedPaths(markdown);
    expect(named.length).toBeGreaterThan(30);
    // a name may be written from any folder down (`platform/errors.ts`, `lib/api.ts`), but never from outside
    const missing = named.filter((name) => /^\.{1,2}\//.test(name) || name.startsWith('/') || !paths.some((p) => p === name || p.endsWith(`/${name}`)));
    expect(missing, 'named in docs/ARCHITECTURE.md, not in the repository').toEqual([]);
  });

  it('lists every table the migrations create, once, and no other', () => {
    const listed = rows.map((r) => r.table);
    expect(listed.filter((t, i) => listed.indexOf(t) !== i), 'listed twice').toEqual([]);
    expect([...migrationTables].filter((t) => !listed.includes(t)).sort(), 'created by a migration, missing from the map').toEqual([]);
    expect(listed.filter((t) => !migrationTables.has(t)).sort(), 'in the map, created by no migration').toEqual([]);
  });

  it('has a migration for every table drizzle declares', () => {
    const declared = new Set([...drizzleTables.values()].flatMap((tables) => [...tables.values()]));
    expect(declared.size).toBeGreaterThan(40);
    expect([...declared].filter((t) => !migrationTables.has(t)).sort()).toEqual([]);
  });

  it('gives each table an owner folder that exists', () => {
    const missing = rows.filter((r) => !OWNER.test(r.owner) || !existsSync(join(srcDir, r.owner))).map((r) => `${r.table}: ${r.owner}`);
    expect(missing).toEqual([]);
  });

  it('sees drizzle and SQL writes, and nothing else', () => {
    const file = join(srcDir, 'modules/example/example.service.ts');
    const text = [
      "import { bids as b, contracts } from '../../db/schema/bids';",
      "import * as schema from '../../db/schema';",
      "import { alerts } from '../../db/schema/alerts';",
      'await tx.insert(b).values(row);',
      'await tx\n  .update(contracts)\n  .set({ status });',
      'await tx.delete(schema.listings).where(where);',
      'await tx.execute(sql`UPDATE alerts a SET read_at = now() WHERE a.user_id = ${id}`);',
      'await tx.execute(sql`WITH x AS (DELETE FROM phone_otps RETURNING id) INSERT INTO job_outbox (name) SELECT ${n} FROM x`);',
      'await tx.execute(sql`SELECT * FROM users FOR UPDATE OF users`);',
      "throw conflict('Please update profiles first.');",
      "sockets.delete(key); hash.update(details).digest();",
      'const table = pick(); await tx.update(table).set({ x: 1 });',
    ].join('\n');
    const found = findWrites(file, text, drizzleTables, migrationTables);
    expect(found.writes.map((w) => `${w.area} ${w.table}`).sort()).toEqual(
      ['alerts', 'bids', 'contracts', 'job_outbox', 'listings', 'phone_otps'].map((t) => `modules/example ${t}`),
    );
    expect(found.unresolved).toHaveLength(1);
  });

  it('has each table written by its owner folder only', () => {
    const writes: Write[] = [];
    const unresolved: string[] = [];
    for (const file of listShippedFiles(srcDir)) {
      const found = findWrites(file, readFileSync(file, 'utf8'), drizzleTables, migrationTables);
      writes.push(...found.writes);
      unresolved.push(...found.unresolved);
    }
    expect(unresolved, 'drizzle writes of a table not imported from db/schema').toEqual([]);
    // the scan itself must see writes, or a change in how the code writes would leave this test blind
    expect(writes.length).toBeGreaterThan(50);

    // a table missing from the map is the first test's failure
    const trespassing = writes.filter((w) => rows.some((r) => r.table === w.table && r.owner !== w.area));
    expect(trespassing.map((w) => `${w.table} written by ${w.area} (${w.at})`), 'writes outside the owner folder').toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { SHAPES_NAMED_MAX, statementNameOf } from './prepared';

describe('statement names made from their text', () => {
  it('names the same text the same way, another text another way, under its prefix', () => {
    const first = statementNameOf('names_check', 'SELECT $1::int');
    expect(first).toMatch(/^names_check_[\w-]{20}$/);
    expect(statementNameOf('names_check', 'SELECT $1::int')).toBe(first);
    expect(statementNameOf('names_check', 'SELECT $1::text')).not.toBe(first);
    expect(statementNameOf('other_check', 'SELECT $1::int')).toMatch(/^other_check_/);
  });

  it('names at most SHAPES_NAMED_MAX texts of a prefix: a new one past them runs unnamed, the named ones keep their names', () => {
    const names = Array.from({ length: SHAPES_NAMED_MAX }, (_, i) => statementNameOf('bound_check', `SELECT ${i}`));
    expect(new Set(names).size).toBe(SHAPES_NAMED_MAX);
    expect(names.every(Boolean)).toBe(true);
    expect(statementNameOf('bound_check', `SELECT ${SHAPES_NAMED_MAX}`)).toBeUndefined();
    expect(statementNameOf('bound_check', 'SELECT 0')).toBe(names[0]);
    // another prefix has a bound of its own
    expect(statementNameOf('bound_check_other', `SELECT ${SHAPES_NAMED_MAX}`)).toMatch(/^bound_check_other_/);
  });
});

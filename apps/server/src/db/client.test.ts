import { describe, expect, it } from 'vitest';
import { withSessionSetting } from './client';

// pg reads a connection string's query with URLSearchParams too (pg-connection-string)
const optionsOf = (url: string) => new URL(url).searchParams.get('options');

describe('withSessionSetting', () => {
  it('adds a setting to the options a connection sends, keeping the rest of the URL and the options already there', () => {
    const url = withSessionSetting('postgres://app:s%40cret@db.example:5433/homebid?sslmode=require&options=-c%20search_path%3Dapp', 'plan_cache_mode=force_generic_plan');
    expect(optionsOf(url)).toBe('-c search_path=app -c plan_cache_mode=force_generic_plan');
    const { username, password, host, pathname, searchParams } = new URL(url);
    expect({ username, password, host, pathname, sslmode: searchParams.get('sslmode') }).toEqual({
      username: 'app',
      password: 's%40cret',
      host: 'db.example:5433',
      pathname: '/homebid',
      sslmode: 'require',
    });
  });

  it('works for a server reached on a Unix socket', () => {
    const url = withSessionSetting('postgres://postgres@%2Ftmp%2Fpg:5432/postgres', 'plan_cache_mode=force_generic_plan');
    expect(optionsOf(url)).toBe('-c plan_cache_mode=force_generic_plan');
    expect(url.startsWith('postgres://postgres@%2Ftmp%2Fpg:5432/postgres?')).toBe(true);
  });
});

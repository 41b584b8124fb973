import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';
import { fetchEarly, takeEarly } from './early-fetch';

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('location', { pathname: '/v1', search: '' });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    return new Response(JSON.stringify({ n: asked.length }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchEarly', () => {
  it('serves the first plain GET of its path, not a POST or another path', async () => {
    fetchEarly('/a');
    expect(await apiFetch('/a', { method: 'POST', body: {} })).toEqual({ n: 2 });
    expect(await apiFetch('/b')).toEqual({ n: 3 });
    expect(await apiFetch('/a')).toEqual({ n: 1 });
    expect(asked).toEqual(['GET /api/a', 'POST /api/a', 'GET /api/b']);
  });

  it('drops every early response once the page has changed (a sign-in, a redirect)', async () => {
    fetchEarly('/profile/me');
    fetchEarly('/listings?');
    vi.stubGlobal('location', { pathname: '/', search: '' });
    expect(takeEarly('/profile/me')).toBeUndefined();
    expect(takeEarly('/listings?')).toBeUndefined();
    expect(await apiFetch('/profile/me')).toEqual({ n: 3 });
    vi.stubGlobal('location', { pathname: '/v1', search: '?postID=1' });
    fetchEarly('/a');
    vi.stubGlobal('location', { pathname: '/v1', search: '' });
    expect(takeEarly('/a')).toBeUndefined();
  });

  it('drops a response nobody read within 10 s', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    fetchEarly('/late');
    now.mockReturnValue(11_001);
    expect(takeEarly('/late')).toBeUndefined();
    fetchEarly('/soon');
    now.mockReturnValue(21_000);
    expect(takeEarly('/soon')).toBeDefined();
    expect(takeEarly('/soon')).toBeUndefined();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { forgetUserOnSignedOut, myProfileKey } from './my-profile';

describe('a call answered 401', () => {
  it('forgets the signed-in user (the route guard then sends the tab to sign-in); other errors change nothing', () => {
    const client = new QueryClient();
    client.setQueryData(myProfileKey, { id: 'u1' });
    forgetUserOnSignedOut(client, new ApiError('Forbidden.', 403, 'forbidden'));
    forgetUserOnSignedOut(client, new Error('network'));
    expect(client.getQueryData(myProfileKey)).toEqual({ id: 'u1' });
    forgetUserOnSignedOut(client, new ApiError('Please sign in to continue.', 401, 'unauthorized'));
    expect(client.getQueryData(myProfileKey)).toBeNull();
  });
});

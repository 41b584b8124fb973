import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';

/** Opens /v1/chats with the conversation with `user` (created when needed), as post cards and bidder lists do. */
export function useOpenChat() {
  const navigate = useNavigate();
  return useCallback((user: { id: string; name: string }) => navigate(WEB_PATHS.chats, { state: { uid: user.id, name: user.name } }), [navigate]);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Opens /v1/chats with the conversation with `user` (created when needed), as post cards and bidder lists do. */
export function useOpenChat() {
  const navigate = useNavigate();
  return useCallback((user: { id: string; name: string }) => navigate('/v1/chats', { state: { uid: user.id, name: user.name } }), [navigate]);
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { alertServerEventSchema } from '@homebid/shared/schemas/alert';
import { alertKeys } from './alert-keys';

const MAX_BACKOFF_MS = 15_000;

/**
 * Keeps the bell's count live: /api/alerts/ws sends the unread count on connect and whenever an alert is
 * written or read (on any server instance). A changed count also refreshes the alerts page's data.
 * Reconnects with exponential backoff.
 */
export function useAlertSocket() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let closed = false;

    const connect = () => {
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/alerts/ws`;
      socket = new WebSocket(url);
      socket.onopen = () => (failures = 0);
      socket.onmessage = (message) => {
        const parsed = alertServerEventSchema.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success) return;
        const previous = queryClient.getQueryData<{ unread: number }>(alertKeys.unread);
        queryClient.setQueryData(alertKeys.unread, { unread: parsed.data.unread });
        if (previous && parsed.data.unread > previous.unread) void queryClient.invalidateQueries({ queryKey: [...alertKeys.all, 'page'] });
      };
      socket.onclose = () => {
        if (closed) return;
        failures += 1;
        retryTimer = setTimeout(connect, Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures));
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [queryClient]);
}

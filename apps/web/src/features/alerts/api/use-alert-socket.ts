import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AlertServerEvent } from '@homebid/shared/schemas/alert';
import { alertKeys } from './alert-keys';

const MAX_BACKOFF_MS = 15_000;

/**
 * The socket's message when it is the `alertServerEventSchema` shape, else null. Checked by hand: the shell
 * (every signed-in page) would otherwise load zod for one two-field object.
 */
export function readAlertEvent(data: string): AlertServerEvent | null {
  try {
    const event = JSON.parse(data) as Partial<AlertServerEvent> | null;
    return event?.type === 'unread' && typeof event.unread === 'number' && Number.isFinite(event.unread) ? { type: 'unread', unread: event.unread } : null;
  } catch {
    return null;
  }
}

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
        const event = readAlertEvent(String(message.data));
        if (!event) return;
        const previous = queryClient.getQueryData<{ unread: number }>(alertKeys.unread);
        queryClient.setQueryData(alertKeys.unread, { unread: event.unread });
        if (previous && event.unread > previous.unread) void queryClient.invalidateQueries({ queryKey: [...alertKeys.all, 'page'] });
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

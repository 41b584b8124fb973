import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ChannelSummary } from '@homebid/shared/schemas/chat';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { openChannel } from '../api/open-channel';
import { useToasts } from '../../../components/toasts/toasts';

/** The spec opens the channel 500 ms after arriving, with a spinner meanwhile. */
const OPEN_DELAY_MS = 500;

/**
 * Opens the conversation with the user named by the navigation state { uid, name } (post cards, bidder
 * lists) or by ?uid= (links and tests), creating the channel when needed.
 */
export function useOpenTargetChannel(onOpened: (channel: ChannelSummary) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { notification } = useToasts();
  const targetId = (location.state as { uid?: string } | null)?.uid ?? searchParams.get('uid') ?? undefined;
  const [isOpening, setIsOpening] = useState(Boolean(targetId));

  useEffect(() => {
    if (!targetId) return;
    let isCancelled = false;
    setIsOpening(true);
    const timer = setTimeout(() => {
      openChannel(targetId)
        .then((channel) => !isCancelled && onOpened(channel))
        .catch((error: Error) => !isCancelled && notification.error({ message: error.message }))
        .finally(() => {
          if (isCancelled) return;
          setIsOpening(false);
          // a reload should not open (or re-create) the chat again: forget the target
          void navigate(WEB_PATHS.chats, { replace: true, state: null });
        });
    }, OPEN_DELAY_MS);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
    // onOpened is a fresh closure each render; the target alone decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetId]);

  return { isOpening };
}

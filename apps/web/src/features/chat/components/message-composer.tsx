import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@homebid/shared/constants/chat';
import { MESSAGE_BOX_MAX_WIDTH } from './message-list';
import { useToasts } from '../../../components/toasts/toasts';

/**
 * The message input: Enter sends, Shift+Enter starts a new line. The box empties at once so the next message can be
 * typed while this one is on its way; sends go out one after another in the order typed. When a send fails its text
 * comes back, unless something new has been typed meanwhile.
 */
export function MessageComposer({ onSend }: { onSend(text: string): Promise<void> }) {
  const { message } = useToasts();
  const [text, setText] = useState('');
  const queue = useRef<Promise<void>>(Promise.resolve());

  function send() {
    const trimmed = text.trim();
    if (!trimmed) return;
    setText('');
    queue.current = queue.current
      .then(() => onSend(trimmed))
      .catch((error: unknown) => {
        void message.error((error as Error).message);
        setText((current) => current || trimmed);
      });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <Flex gap={8} align="flex-end" style={{ maxWidth: MESSAGE_BOX_MAX_WIDTH, width: '100%', marginInline: 'auto' }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your message"
        autoSize={{ minRows: 1, maxRows: 5 }}
        maxLength={CHAT_LIMITS.messageMax}
        aria-label="Message"
        data-testid="chat-input"
      />
      <Button type="primary" icon={<SendOutlined />} onClick={send} aria-label="Send" />
    </Flex>
  );
}

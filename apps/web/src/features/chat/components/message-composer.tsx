import { useState, type KeyboardEvent } from 'react';
import { App, Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@homebid/shared/schemas/chat';
import { MESSAGE_BOX_MAX_WIDTH } from './message-list';

/** The message input: Enter sends, Shift+Enter starts a new line; the text stays when sending fails. */
export function MessageComposer({ onSend }: { onSend(text: string): Promise<void> }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);

  async function send() {
    const trimmed = text.trim();
    if (!trimmed || isSending) return;
    setIsSending(true);
    try {
      await onSend(trimmed);
      setText('');
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setIsSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
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
      <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} loading={isSending} aria-label="Send" />
    </Flex>
  );
}

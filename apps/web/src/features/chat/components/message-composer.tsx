import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@homebid/shared/constants/chat';
import { CHAT_FILE_TEXT } from '@homebid/shared/constants/chat-files';
import { MESSAGE_BOX_MAX_WIDTH } from './message-list';
import { AttachFilesButton, AttachmentList } from './attach-files';
import type { ChatAttachments } from '../hooks/use-chat-attachments';
import { useToasts } from '../../../components/toasts/toasts';

/**
 * The message input: Enter sends, Shift+Enter starts a new line. The box empties at once so the next message can be
 * typed while this one is on its way (the page sends them in the order typed). When a send fails its text comes back,
 * unless something new has been typed meanwhile, and so do its files. Files are attached by the paper
 * clip, by pasting (images from the clipboard) or by dropping them on the conversation.
 */
export function MessageComposer({ onSend, attachments }: { onSend(text: string, fileIds: string[]): Promise<void>; attachments: ChatAttachments }) {
  const { message } = useToasts();
  const [text, setText] = useState('');

  function send() {
    const trimmed = text.trim();
    if (attachments.isUploading) return void message.warning(CHAT_FILE_TEXT.stillUploading);
    const files = attachments.take();
    if (!trimmed && files.length === 0) return;
    setText('');
    onSend(trimmed, files.map((file) => file.fileId!)).then(
      () => files.forEach((file) => file.previewUrl && URL.revokeObjectURL(file.previewUrl)),
      (error: unknown) => {
        void message.error((error as Error).message);
        setText((current) => current || trimmed);
        attachments.restore(files);
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    attachments.add(files);
  }

  return (
    <div style={{ maxWidth: MESSAGE_BOX_MAX_WIDTH, width: '100%', marginInline: 'auto' }}>
      <AttachmentList attachments={attachments} />
      <Flex gap={8} align="flex-end">
        <AttachFilesButton attachments={attachments} />
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder="Type your message"
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={CHAT_LIMITS.messageMax}
          aria-label="Message"
          data-testid="chat-input"
        />
        <Button type="primary" icon={<SendOutlined />} onClick={send} aria-label="Send" />
      </Flex>
    </div>
  );
}

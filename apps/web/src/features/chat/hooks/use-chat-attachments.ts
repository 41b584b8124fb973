import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadChatFile } from '../api/upload-chat-file';
import { acceptChatFiles } from '../lib/chat-attachments';

export interface ChatAttachment {
  key: number;
  file: File;
  /** 0..100 while it uploads; null once it is up (or refused). */
  percent: number | null;
  /** The uploaded file's id, to send with the message. */
  fileId: string | null;
  /** The server's refusal of this file. */
  error: string | null;
  /** A local URL of an image, for its thumbnail in the composer. */
  previewUrl: string | null;
}

let nextKey = 0;
const isImage = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';

/**
 * The files attached to the message being written in `channelId`: each uploads as soon as it is attached, with its
 * progress; a file removed before it is sent is dropped (an upload nobody sends is swept by the server after a day).
 * `take` hands the uploaded files' ids to a send and empties the list; `restore` puts them back if the send fails.
 */
export function useChatAttachments(channelId: string) {
  const [items, setItems] = useState<ChatAttachment[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef(items);
  useEffect(() => {
    current.current = items;
  }, [items]);

  const patch = useCallback((key: number, change: Partial<ChatAttachment>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item))), []);

  // another conversation starts with nothing attached
  useEffect(() => {
    setItems([]);
    setProblems([]);
  }, [channelId]);
  useEffect(() => () => current.current.forEach((item) => item.previewUrl && URL.revokeObjectURL(item.previewUrl)), []);

  const add = useCallback(
    (batch: File[]) => {
      const { accepted, problems: batchProblems } = acceptChatFiles(batch, current.current.length);
      setProblems(batchProblems);
      const added = accepted.map((file) => ({ key: nextKey++, file, percent: 0, fileId: null, error: null, previewUrl: isImage(file) ? URL.createObjectURL(file) : null }));
      setItems((all) => [...all, ...added]);
      for (const item of added) {
        uploadChatFile(channelId, item.file, (percent) => patch(item.key, { percent })).then(
          (uploaded) => patch(item.key, { percent: null, fileId: uploaded.id }),
          (error: Error) => patch(item.key, { percent: null, error: `${item.file.name}: ${error.message}` }),
        );
      }
    },
    [channelId, patch],
  );

  const remove = useCallback((key: number) => {
    setProblems([]);
    setItems((all) => {
      const gone = all.find((item) => item.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return all.filter((item) => item.key !== key);
    });
  }, []);

  /** Empties the list for a send, giving the files that went up (the refused ones stay behind, with their messages). */
  const take = useCallback((): ChatAttachment[] => {
    const ready = current.current.filter((item) => item.fileId);
    setItems((all) => all.filter((item) => !item.fileId));
    setProblems([]);
    return ready;
  }, []);

  /** Puts back the files of a send that failed. */
  const restore = useCallback((taken: ChatAttachment[]) => setItems((all) => [...taken, ...all]), []);

  const isUploading = items.some((item) => item.percent !== null);
  return { items, problems, add, remove, take, restore, isUploading };
}

export type ChatAttachments = ReturnType<typeof useChatAttachments>;

import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { CHAT_FILE_TEXT } from '@homebid/shared/constants/chat-files';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** The conversation as a drop target: files dragged over it show 'Drop files to attach them', and dropped ones are attached. */
export function FileDropZone({ onDrop, children }: { onDrop(files: File[]): void; children: ReactNode }) {
  const { token } = theme.useToken();
  const [isOver, setIsOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the pointer really left
  const depth = useRef(0);

  return (
    <Flex
      vertical
      style={{ height: '100%', minHeight: 0, position: 'relative' }}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setIsOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setIsOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setIsOver(false);
        onDrop([...event.dataTransfer.files]);
      }}
      data-testid="chat-drop-zone"
    >
      {children}
      {isOver && (
        <Flex
          align="center"
          justify="center"
          gap={8}
          style={{
            position: 'absolute',
            inset: 8,
            borderRadius: 12,
            border: `2px dashed ${token.colorPrimary}`,
            background: token.colorBgMask,
            color: token.colorWhite,
            fontSize: 16,
            pointerEvents: 'none',
          }}
        >
          <PaperClipOutlined aria-hidden /> {CHAT_FILE_TEXT.dropHere}
        </Flex>
      )}
    </Flex>
  );
}

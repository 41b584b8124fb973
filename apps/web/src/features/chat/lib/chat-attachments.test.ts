import { describe, expect, it } from 'vitest';
import { CHAT_FILE_TEXT } from '@homebid/shared/constants/chat-files';
import { acceptChatFiles, checkChatFile, filesPreview } from './chat-attachments';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('chat attachments', () => {
  it('takes JPG, PNG and PDF files of 10 MB at most, and says what is wrong with the others', () => {
    expect(checkChatFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkChatFile(file('a.pdf', ''))).toBeNull();
    expect(checkChatFile(file('a.gif', 'image/gif'))).toBe(`a.gif: ${CHAT_FILE_TEXT.wrongType}`);
    expect(checkChatFile(file('a.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
    expect(checkChatFile(file('big.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(`big.png: ${CHAT_FILE_TEXT.tooLarge}`);
  });

  it('keeps at most 5 files to a message', () => {
    const batch = ['1', '2', '3'].map((n) => file(`${n}.png`, 'image/png'));
    const { accepted, problems } = acceptChatFiles(batch, 3);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(problems).toEqual([`3.png: ${CHAT_FILE_TEXT.tooMany}`]);
  });

  it('previews a message of files by its file', () => {
    expect(filesPreview([{ name: 'roof.jpg', contentType: 'image/jpeg' }])).toBe('Photo: roof.jpg');
    expect(filesPreview([{ name: 'quote.pdf', contentType: 'application/pdf' }])).toBe('PDF: quote.pdf');
    expect(filesPreview([{ name: 'a', contentType: 'image/png' }, { name: 'b', contentType: 'image/png' }])).toBe('2 files');
  });
});

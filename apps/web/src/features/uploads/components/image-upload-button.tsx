import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, type ButtonProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MSG } from '@homebid/shared/constants';
import { apiUpload } from '../../../lib/api';
import { checkImageFile, JPG_PNG_ACCEPT, type ImageRules } from '../lib/check-image-file';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { useToasts } from '../../../components/toasts/toasts';

// shown only while a file goes up: its code comes then, not with every page that has the button
const Progress = lazy(() => import('antd/es/progress'));

interface ImageUploadButtonProps<T> {
  /** API path the file is POSTed to as multipart field `file`, e.g. '/profile/photo'. */
  path: string;
  rules?: ImageRules;
  accept?: string;
  label?: ReactNode;
  icon?: ReactNode;
  size?: ButtonProps['size'];
  disabled?: boolean;
  onUploaded: (result: T) => void;
}

/**
 * Picks one image and uploads it at once, with 'Uploading...' and a progress bar while it goes. The file is checked
 * in the browser first (type, size); the server's message is shown when it refuses the file. The button opens the
 * browser's own file picker (components/hidden-file-input.tsx).
 */
export function ImageUploadButton<T>(props: ImageUploadButtonProps<T>) {
  const { path, rules, accept = JPG_PNG_ACCEPT, label = 'Upload Image', icon = <UploadOutlined />, size, disabled, onUploaded } = props;
  const { message } = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    const problem = checkImageFile(file, rules);
    if (problem) {
      message.error(problem);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setPercent(0);
    message.loading({ content: MSG.uploading, key: path, duration: 0 });
    try {
      const result = await apiUpload<T>(path, form, setPercent);
      message.destroy(path);
      onUploaded(result);
    } catch (error) {
      message.error({ content: (error as Error).message || MSG.uploadFailed, key: path });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Flex vertical gap={8} align="center">
      <Button icon={icon} size={size} loading={percent !== null} disabled={disabled} onClick={() => input.current?.click()}>
        {percent !== null ? MSG.uploading : label}
      </Button>
      <HiddenFileInput ref={input} accept={accept} disabled={disabled || percent !== null} onFiles={([file]) => void upload(file!)} />
      {percent !== null && (
        <Suspense fallback={null}>
          <Progress percent={percent} size="small" style={{ width: 200 }} aria-label="Upload progress" />
        </Suspense>
      )}
    </Flex>
  );
}

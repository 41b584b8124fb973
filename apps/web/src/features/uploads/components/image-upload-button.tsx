import { useState, type ReactNode } from 'react';
import { Button, Flex, Progress, Upload, type ButtonProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MSG } from '@homebid/shared/constants';
import { apiUpload } from '../../../lib/api';
import { checkImageFile, JPG_PNG_ACCEPT, type ImageRules } from '../lib/check-image-file';
import { useToasts } from '../../../components/toasts/toasts';

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
 * in the browser first (type, size); the server's message is shown when it refuses the file.
 */
export function ImageUploadButton<T>(props: ImageUploadButtonProps<T>) {
  const { path, rules, accept = JPG_PNG_ACCEPT, label = 'Upload Image', icon = <UploadOutlined />, size, disabled, onUploaded } = props;
  const { message } = useToasts();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
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
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={disabled || percent !== null}
        beforeUpload={(file) => {
          const problem = checkImageFile(file, rules);
          if (problem) {
            message.error(problem);
            return Upload.LIST_IGNORE;
          }
          void upload(file);
          // the upload runs above with our own client (cookie, Origin, error messages), not antd's
          return false;
        }}
      >
        <Button icon={icon} size={size} loading={percent !== null} disabled={disabled}>
          {percent !== null ? MSG.uploading : label}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" style={{ width: 200 }} aria-label="Upload progress" />}
    </Flex>
  );
}

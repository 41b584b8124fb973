import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useToasts } from '../../../components/toasts/toasts';

/** The one-time backup codes, shown once: to copy or download now, each good for one sign-in without the app. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = useToasts();
  const text = `HomeBid backup codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success('Backup codes copied.');
    } catch {
      message.error('Copying is not allowed here. Please download the codes or write them down.');
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'homebid-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="Save your backup codes now"
        description="They are shown only this once. Each code signs you in once when you do not have your authenticator app."
        style={{ marginBottom: 16 }}
      />
      <ul aria-label="Backup codes" className="backup-codes" style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code copyable={false} style={{ fontSize: 15 }}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          Download codes
        </Button>
        <Button type="primary" onClick={onDone}>
          I saved my codes
        </Button>
      </Space>
    </>
  );
}

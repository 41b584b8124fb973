import { Button, Card, List, Spin, Switch, Typography } from 'antd';
import { NOTIFICATIONS_LEAD } from '@homebid/shared/constants/alert';
import { useNotificationPreferences, useUpdateNotificationPreference } from '../api/notification-preferences';
import { useToasts } from '../../../components/toasts/toasts';
import { Result } from '../../../components/lazy-result';

/** /v1/profile/notifications: e-mail on or off per kind of alert (alerts always appear in HomeBid). */
export default function NotificationsPage() {
  const { data, isPending, isError, refetch } = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const { message } = useToasts();

  if (isPending) return <Spin size="large" aria-label="Loading" style={{ display: 'block', margin: '80px auto' }} />;
  if (isError) return <Result status="error" title="Notifications could not be loaded." extra={<Button onClick={() => void refetch()}>Try again</Button>} />;

  return (
    <Card title="Notifications">
      <Typography.Paragraph type="secondary">{NOTIFICATIONS_LEAD}</Typography.Paragraph>
      <List
        dataSource={data.preferences}
        renderItem={(preference) => {
          const id = `email-${preference.kind}`;
          return (
            <List.Item
              extra={
                <Switch
                  id={id}
                  aria-label={`E-mail: ${preference.label}`}
                  checked={preference.emailEnabled}
                  loading={update.isPending && update.variables?.kind === preference.kind}
                  onChange={(emailEnabled) =>
                    update.mutate({ kind: preference.kind, emailEnabled }, { onError: (error) => void message.error(error.message) })
                  }
                />
              }
            >
              <label htmlFor={id}>{preference.label}</label>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

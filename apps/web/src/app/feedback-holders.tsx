import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './late-feedback';

/** antd's message, notification and modal hooks and their holders (loaded by FeedbackProvider on first use). */
export default function FeedbackHolders({ onReady }: { onReady: (api: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}

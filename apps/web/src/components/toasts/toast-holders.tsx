import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { Toasts } from './late-toasts';

/** antd's message, notification and modal hooks and their holders (loaded by ToastsProvider on first use). */
export default function ToastHolders({ onReady }: { onReady: (api: Toasts) => void }) {
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

import { Alert, Form, Input, Modal, Typography } from 'antd';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ADMIN_MSG, STEP_UP_MINUTES } from '@homebid/shared/constants/admin';
import { ApiError } from '../../../lib/api';
import { stepUp } from '../api/step-up';

/** Asks for the password again; resolves true once the server accepted it, false when the operator cancelled. */
type AskForPassword = () => Promise<boolean>;

const StepUpContext = createContext<AskForPassword | null>(null);

export function useAskForPassword(): AskForPassword {
  const ask = useContext(StepUpContext);
  if (!ask) throw new Error('useAskForPassword is used outside StepUpProvider');
  return ask;
}

/**
 * The console's step-up: an operator's change answered 403 'step_up_required' (no sign-in or password within
 * STEP_UP_MINUTES) opens this dialog, and the change is sent again once the password is accepted
 * (use-operator-mutation.ts). One dialog serves every change that asks while it is open.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [form] = Form.useForm<{ password: string }>();
  const [isOpen, setOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const waiting = useRef<Array<(ok: boolean) => void>>([]);

  const ask = useCallback<AskForPassword>(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  const finish = (ok: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(ok);
    setOpen(false);
    setError(undefined);
    form.resetFields();
  };
  const onFinish = async ({ password }: { password: string }) => {
    setSending(true);
    setError(undefined);
    try {
      await stepUp({ password });
      finish(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ADMIN_MSG.wrongPassword);
    } finally {
      setSending(false);
    }
  };

  return (
    <StepUpContext.Provider value={ask}>
      {children}
      <Modal
        open={isOpen}
        title="Confirm it is you"
        okText="Continue"
        onOk={() => form.submit()}
        onCancel={() => finish(false)}
        confirmLoading={isSending}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {ADMIN_MSG.stepUpRequired} A change in the console needs a sign-in within the last {STEP_UP_MINUTES} minutes.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item name="password" label="Password" rules={[{ required: true, message: ADMIN_MSG.passwordRequired }]}>
            <Input.Password autoFocus autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </StepUpContext.Provider>
  );
}

import { useEffect, useState } from 'react';
import { Button, Form } from 'antd';
import { MSG } from '@homebid/shared/constants';
import { isValidUsPhone } from '@homebid/shared/domain/phone';
import { AltchaCaptcha } from './altcha-captcha';
import { UsPhoneInput } from './us-phone-input';
import { useToasts } from '../../../components/toasts/toasts';

interface PhoneEntryStepProps {
  initialPhone: string;
  resendAvailableAt: number;
  isSending: boolean;
  onSubmit: (phoneDigits: string, captcha: string) => void;
}

/** Seconds left until `at` (a Date.now() timestamp), ticking once a second. */
function useSecondsUntil(at: number) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (at <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Step 1: the US phone number and the human check; 'GET OTP' stays off until the check is solved. */
export function PhoneEntryStep({ initialPhone, resendAvailableAt, isSending, onSubmit }: PhoneEntryStepProps) {
  const { notification } = useToasts();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const secondsLeft = useSecondsUntil(resendAvailableAt);

  return (
    <Form<{ phone: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone: initialPhone }}
      onFinish={({ phone }) => captcha && onSubmit(phone, captcha)}
      onFinishFailed={() => notification.error({ title: MSG.invalidPhoneTitle, description: MSG.invalidPhone })}
    >
      <Form.Item
        label="Phone number"
        name="phone"
        rules={[{ validator: async (_rule, value: string) => { if (!value || !isValidUsPhone(value)) throw new Error(MSG.invalidPhone); } }]}
        validateTrigger="onBlur"
      >
        <UsPhoneInput disabled={isSending} />
      </Form.Item>
      <Form.Item label="Human check" extra={captcha ? undefined : 'Tick the box to prove you are human.'}>
        <AltchaCaptcha onChange={setCaptcha} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSending} disabled={!captcha || secondsLeft > 0}>
        {secondsLeft > 0 ? `GET OTP (${secondsLeft}s)` : 'GET OTP'}
      </Button>
    </Form>
  );
}

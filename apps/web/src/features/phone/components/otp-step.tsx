import { useState } from 'react';
import { Button, Flex, Form, Input, type GetRef } from 'antd';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { formatUsPhone } from './us-phone-input';
import { useToasts } from '../../../components/toasts/toasts';
import { useFocusAfterFrame } from '../../../lib/use-focus-after-frame';

interface OtpStepProps {
  phoneDigits: string;
  isVerifying: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
}

/** Step 2: the 6-box code, 'Resend OTP' (back to the number) and 'VERIFY OTP'. */
export function OtpStep({ phoneDigits, isVerifying, onVerify, onResend }: OtpStepProps) {
  const { notification } = useToasts();
  const [code, setCode] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const codeField = useFocusAfterFrame<GetRef<typeof Input.OTP>>();

  const verify = () => {
    if (!new RegExp(`^\\d{${LIMITS.otpLength}}$`).test(code)) {
      setIsInvalid(true);
      notification.error({ title: 'Error', description: MSG.otpDigits });
      return;
    }
    onVerify(code);
  };

  return (
    <Form layout="vertical" onFinish={verify}>
      <Form.Item
        label={`Enter the ${LIMITS.otpLength}-digit code we sent to +1 ${formatUsPhone(phoneDigits)}`}
        validateStatus={isInvalid ? 'error' : undefined}
        help={isInvalid ? MSG.otpDigits : undefined}
      >
        <Input.OTP
          ref={codeField}
          length={LIMITS.otpLength}
          autoComplete="one-time-code"
          inputMode="numeric"
          formatter={(value) => value.replace(/\D/g, '')}
          onInput={(cells) => {
            setCode(cells.join(''));
            setIsInvalid(false);
          }}
          onChange={setCode}
          disabled={isVerifying}
          aria-label="One-time code"
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button onClick={onResend} disabled={isVerifying}>
          Resend OTP
        </Button>
        <Button type="primary" htmlType="submit" loading={isVerifying} style={{ flex: 1 }}>
          VERIFY OTP
        </Button>
      </Flex>
    </Form>
  );
}

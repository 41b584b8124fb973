import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@homebid/shared/constants';
import { toE164 } from '@homebid/shared/domain/phone';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { ApiError } from '../../../lib/api';
import { AuthCard } from '../../auth/components/auth-card';
import { getSafeNextRoute } from '../../auth/lib/post-auth-redirect';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { OtpStep } from '../components/otp-step';
import { PhoneEntryStep } from '../components/phone-entry-step';
import { toNationalDigits } from '../components/us-phone-input';
import { useToasts } from '../../../components/toasts/toasts';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';

/** /v1/verify-phone-number?next_route=…: number + human check -> 'OTP Sent' -> 6 digits -> next_route. */
export default function VerifyPhonePage() {
  const { message, notification } = useToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rawNextRoute = searchParams.get('next_route');
  const nextRoute = getSafeNextRoute(rawNextRoute, WEB_PATHS.home);
  const { data: me } = useMyProfile();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [phoneDigits, setPhoneDigits] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [resendAvailableAt, setResendAvailableAt] = useState(0);
  // a fresh captcha widget each time the visitor comes back to the number: a solved challenge is spent once
  const [captchaRound, setCaptchaRound] = useState(0);

  const showError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      notification.error({ title: 'Error', description: MSG.noCurrentUser });
      navigate(WEB_PATHS.home, { replace: true });
      return;
    }
    notification.error({ title: 'Error', description: error.message });
    if (error.message === MSG.otpArgument) {
      navigate(webPath(WEB_PATHS.register, { next_route: rawNextRoute ? nextRoute : undefined }), { replace: true });
    }
  };

  const requestCode = (digits: string, captcha: string) => {
    setPhoneDigits(digits);
    sendOtp.mutate(
      { phone: toE164(digits), captcha },
      {
        onSuccess: (result) => {
          message.success(result.message);
          setResendAvailableAt(Date.now() + result.resendAfterSeconds * 1000);
          setStep('code');
        },
        onError: (error) => {
          setCaptchaRound((round) => round + 1);
          showError(error);
        },
      },
    );
  };

  const checkCode = (code: string) =>
    verifyOtp.mutate(
      { phone: toE164(phoneDigits), code },
      {
        onSuccess: (result) => {
          message.success(result.message);
          navigate(nextRoute, { replace: true });
        },
        onError: showError,
      },
    );

  const returnToPhoneEntry = () => {
    setCaptchaRound((round) => round + 1);
    setStep('phone');
  };

  return (
    <AuthCard {...ACCOUNT_CARDS.verifyPhone}>
      {me?.isPhoneVerified && me.phone && step === 'phone' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Your phone number ${me.phone} is verified.`}
          action={<Button size="small" onClick={() => navigate(nextRoute, { replace: true })}>Continue</Button>}
        />
      )}
      {step === 'phone' ? (
        <PhoneEntryStep
          key={captchaRound}
          initialPhone={phoneDigits || toNationalDigits(me?.phone ?? '')}
          resendAvailableAt={resendAvailableAt}
          isSending={sendOtp.isPending}
          onSubmit={requestCode}
        />
      ) : (
        <OtpStep phoneDigits={phoneDigits} isVerifying={verifyOtp.isPending} onVerify={checkCode} onResend={returnToPhoneEntry} />
      )}
    </AuthCard>
  );
}

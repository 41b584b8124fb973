import { useMutation } from '@tanstack/react-query';
import type { SendOtp } from '@homebid/shared/schemas/account';
import { apiFetch } from '../../../lib/api';

export interface SendOtpResult {
  message: string;
  resendAfterSeconds: number;
}

/** Texts a 6-digit code to the phone; needs a solved captcha payload. */
export const sendOtp = (body: SendOtp) => apiFetch<SendOtpResult>('/phone/send-otp', { method: 'POST', body });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });

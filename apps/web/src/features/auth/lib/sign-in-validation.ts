/**
 * The sign-in form's checks with the same messages as the shared emailSchema, in plain code: antd Form and zod
 * would cost the sign-in page ~45 KB of its 200 KB JavaScript budget, and the server validates again anyway.
 */
export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// the pattern antd Form used for `type: 'email'` (async-validator), so the same addresses pass as before
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Please input your E-mail!';
  if (email.length > 320 || !EMAIL_PATTERN.test(email)) return 'The input is not valid E-mail!';
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  return value ? undefined : 'Please input your password!';
}

export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const emailError = validateEmail(values.email);
  const passwordError = validatePassword(values.password);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  return errors;
}

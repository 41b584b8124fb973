import { Input, Space } from 'antd';

/** "4015550142" -> "(401) 555-0142", as far as the digits go. */
export function formatUsPhone(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/** Keeps the 10 national digits, dropping a pasted leading +1. */
export function toNationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

interface UsPhoneInputProps {
  id?: string;
  value?: string;
  onChange?: (digits: string) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/**
 * A phone input fixed to the United States (+1): the product serves US states only, so there is no country
 * dropdown to choose from. The value is the 10 national digits.
 */
export function UsPhoneInput({ id, value = '', onChange, disabled, ...aria }: UsPhoneInputProps) {
  return (
    <Space.Compact block>
      <Space.Addon aria-hidden>US +1</Space.Addon>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(401) 555-0142"
        value={formatUsPhone(value)}
        onChange={(event) => onChange?.(toNationalDigits(event.target.value))}
        disabled={disabled}
        aria-label="Phone number, United States (+1)"
        // digits read left to right even on a right-to-left page
        dir="ltr"
        {...aria}
      />
    </Space.Compact>
  );
}

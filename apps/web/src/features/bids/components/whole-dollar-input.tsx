import { Input } from 'antd';
import { BID_MSG } from '@homebid/shared/constants/bid';
import { useToasts } from '../../../components/toasts/toasts';

interface WholeDollarInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * A '$' amount in whole dollars (spec section 5: milestone amounts are parsed as integers, minimum 0).
 * A minus sign is clamped to 0; anything else that is not a whole number keeps the old value and shows the
 * toast 'Please enter a valid bid amount'.
 */
export function WholeDollarInput({ value, onChange, id, disabled, placeholder, ...rest }: WholeDollarInputProps) {
  const { message } = useToasts();
  const change = (text: string) => {
    const trimmed = text.replace(/,/g, '').trim();
    if (trimmed === '') return onChange?.(null);
    if (/^-\d*$/.test(trimmed)) return onChange?.(0);
    if (!/^\d{1,10}$/.test(trimmed)) {
      void message.error(BID_MSG.invalidAmount);
      return;
    }
    onChange?.(Number(trimmed));
  };
  return (
    <Input
      id={id}
      aria-label={rest['aria-label']}
      prefix="$"
      inputMode="numeric"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => change(event.target.value)}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}

import { InputNumber } from 'antd';

/** '$ 12,345' as the person types; the form holds dollars, the API gets cents. */
const formatDollars = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : `$ ${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const parseDollars = (text: string | undefined) => (text ?? '').replace(/\$\s?|,/g, '');

interface BudgetInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Materials budgets are whole dollars ('Budget must only contain numbers.'). */
  isWholeDollars?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

export function BudgetInput({ value, onChange, isWholeDollars, id, placeholder = '$ 0', ...rest }: BudgetInputProps) {
  return (
    <InputNumber<number>
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      min={0}
      max={1_000_000_000}
      precision={isWholeDollars ? 0 : undefined}
      step={100}
      formatter={formatDollars}
      parser={(text) => Number(parseDollars(text)) as number}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

import { InputNumber } from 'antd';

/** '$ 12,345.5' as the person types (only the whole dollars grouped); the form holds dollars, the API gets cents. */
function formatDollars(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  return `$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}
const parseDollars = (text: string | undefined) => (text ?? '').replace(/\$\s?|,/g, '');

interface BudgetInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * A budget in dollars. No `precision`: it would round what was typed on blur (1234.567 to 1234.57, or to whole dollars
 * for materials); the field's rules refuse such a figure instead (centsRule, or whole dollars for materials).
 */
export function BudgetInput({ value, onChange, id, placeholder = '$ 0', ...rest }: BudgetInputProps) {
  return (
    <InputNumber<number>
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      min={0}
      max={1_000_000_000}
      step={100}
      formatter={formatDollars}
      // the digits as text: an emptied field stays empty ('Any' in the filters) where Number('') made it $ 0
      parser={(text) => parseDollars(text) as unknown as number}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

import { Form, theme } from 'antd';
import type { SelectHTMLAttributes } from 'react';

interface PlainSelectOption {
  value: string;
  label: string;
}

interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  options: readonly PlainSelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen. */
  placeholder: string;
  value?: string | null;
  onChange?: (value: string) => void;
}

/**
 * A native select with antd Input's look from the theme's tokens, for the fields of a form's first screen: a phone
 * opens its own picker, typing a letter jumps to the option, and the Form.Item's label names it (Form.Item gives it
 * its id); a Form.Item in error draws its border red. antd's Select (its chunk, ~24 KB brotli, and its first render)
 * cost onboarding's first step about a fifth of its blocking time at 4x CPU (283 -> 231 ms).
 */
export function PlainSelect({ options, placeholder, value, onChange, style, ...rest }: PlainSelectProps) {
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const optionStyle = { color: token.colorText, background: token.colorBgElevated };
  return (
    <select
      {...rest}
      className="plain-select"
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      style={{
        width: '100%',
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - token.lineWidth}px`,
        fontSize: token.fontSize,
        fontFamily: 'inherit',
        color: value ? token.colorText : token.colorTextPlaceholder,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${status === 'error' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
        ...style,
      }}
    >
      <option value="" disabled style={optionStyle}>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value} style={optionStyle}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

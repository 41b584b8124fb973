import { theme } from 'antd';
import { useId } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

interface PlainSegmentedProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: ReadonlyArray<SegmentOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * antd Segmented's look from the theme's tokens, as native radio buttons in a radio group: arrow keys move the
 * choice, Tab leaves the group, each option's text is its name. antd's Segmented brings its motion code (~6 KB
 * brotli) to the pages that open with it (My Projects, Saved Projects).
 */
export function PlainSegmented<T extends string>({ label, options, value, onChange }: PlainSegmentedProps<T>) {
  const { token } = theme.useToken();
  const name = useId();
  const padding = token.lineWidthBold;
  const itemHeight = token.controlHeight - padding * 2;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="plain-segmented"
      style={{ display: 'inline-flex', alignSelf: 'flex-start', padding, gap: padding, background: token.colorBgLayout, borderRadius: token.borderRadius }}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <label
            key={option.value}
            className="plain-segmented-item"
            style={{
              position: 'relative',
              minHeight: itemHeight,
              lineHeight: `${itemHeight}px`,
              padding: `0 ${token.controlPaddingHorizontal - token.lineWidth}px`,
              borderRadius: token.borderRadiusSM,
              cursor: 'pointer',
              fontSize: token.fontSize,
              color: selected ? token.colorText : token.colorTextLabel,
              background: selected ? token.colorBgElevated : undefined,
              boxShadow: selected ? token.boxShadowTertiary : undefined,
            }}
          >
            <input type="radio" className="sr-only" name={name} value={option.value} checked={selected} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

import { theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';

interface PlainStatisticProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** Shown as given (already formatted: money, 'n/m Milestone Completed'). */
  value: ReactNode;
  valueFontSize?: number;
}

/** antd Statistic's look (title above a large value) from the theme's tokens; antd's brings its number formatting and countdown (~3 KB brotli) to the contract pages. */
export function PlainStatistic({ title, value, valueFontSize, ...rest }: PlainStatisticProps) {
  const { token } = theme.useToken();
  return (
    <div {...rest}>
      <div style={{ marginBottom: token.marginXXS, color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{title}</div>
      <div style={{ color: token.colorTextHeading, fontSize: valueFontSize ?? token.fontSizeHeading3, lineHeight: token.lineHeight }}>{value}</div>
    </div>
  );
}

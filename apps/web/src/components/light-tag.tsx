import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

/** antd's default Tag look (no colour, not closable) from the theme's tokens, as a plain span. */
export function LightTag({ style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  return (
    <span
      {...rest}
      style={{
        display: 'inline-block',
        padding: `0 ${token.paddingXXS + 3}px`,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.fontSizeSM * token.lineHeightSM}px`,
        whiteSpace: 'nowrap',
        color: token.colorText,
        background: token.colorFillQuaternary,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        ...style,
      }}
    />
  );
}

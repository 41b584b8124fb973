import type { ReactNode } from 'react';
import { theme } from 'antd';
import { PRODUCT_NAME } from '@homebid/shared/constants';

/**
 * The centred card every public account page sits in. Plain elements styled with antd's tokens instead of
 * Card and Typography: the sign-in page must stay within its 200 KB JavaScript budget.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <main className="auth-card-page" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, background: token.colorBgLayout }}>
      <section
        aria-labelledby="auth-card-title"
        style={{
          width: '100%',
          maxWidth: 440,
          padding: token.paddingLG,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowTertiary,
          // the text styles antd's <App> would give, so the card looks the same on a page rendered outside it
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <div style={{ color: token.colorPrimaryText, fontWeight: 700, letterSpacing: 1 }}>{PRODUCT_NAME}</div>
        <h1 id="auth-card-title" style={{ margin: '4px 0 8px', fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}>
          {title}
        </h1>
        {subtitle && <p style={{ marginTop: 0, marginBottom: 20, color: token.colorTextSecondary }}>{subtitle}</p>}
        {children}
      </section>
      {/* antd styles plain links only inside its <App>, and the sign-in page may be rendered without it */}
      <style>{[
        `.auth-card-page a:not([class]){color:${token.colorLink};text-decoration:none;transition:color ${token.motionDurationSlow}}`,
        `.auth-card-page a:not([class]):hover{color:${token.colorLinkHover}}`,
        `.auth-card-page a:not([class]):active{color:${token.colorLinkActive}}`,
        `.auth-card-page a:not([class]):focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px}`,
      ].join('')}</style>
    </main>
  );
}

/** A centred line of small print under an auth form (links to the other account pages). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>{children}</p>;
}

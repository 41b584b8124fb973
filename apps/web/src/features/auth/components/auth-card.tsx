import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@homebid/shared/constants';
import { FirstScreenDone } from '../../../lib/first-screen';
import './auth.css';

/**
 * The centred card every public account page sits in: plain elements and auth.css rather than antd's Card and
 * Typography, because the sign-in page loads without antd. It takes the place of the same card the server drew as
 * the page's first screen (platform/page-first-screens.ts), which it removes once drawn.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-card-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <div className="auth-card-brand">{PRODUCT_NAME}</div>
        <h1 id="auth-card-title" className="auth-card-title">
          {title}
        </h1>
        {subtitle && <p className="auth-card-subtitle">{subtitle}</p>}
        {children}
      </section>
      <FirstScreenDone />
    </main>
  );
}

/** A centred line of small print under an auth form (links to the other account pages). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return <p className="auth-card-footer">{children}</p>;
}

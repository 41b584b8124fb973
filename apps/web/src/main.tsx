import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { wrapTabInDialogs } from './lib/dialog-tab-wrap';
import { limitFirstScreen } from './lib/first-screen';
import './app/global.css';

limitFirstScreen();
wrapTabInDialogs();

const root = createRoot(document.getElementById('root')!);
// A transition, so React renders the first page in slices and a phone's main thread stays free between them
// (a plain render is one uninterrupted task; the boot splash stays until the page commits either way).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QuickSignIn } from './login/QuickSignIn';
import { isQuickSignIn } from './login/quick';

const root = createRoot(document.getElementById('root')!);

// react-admin's shell is most of the app's weight: a plain sign-in draws its form first, and the
// shell loads only when a page needs it.
const openApp = () =>
  void import('./AppRoot').then(({ AppRoot }) =>
    root.render(
      <StrictMode>
        <AppRoot />
      </StrictMode>,
    ),
  );

if (isQuickSignIn())
  root.render(
    <StrictMode>
      <QuickSignIn onFullApp={openApp} />
    </StrictMode>,
  );
else openApp();

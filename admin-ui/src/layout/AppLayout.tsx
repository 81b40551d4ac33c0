import { useCallback, useEffect, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AppBar, Layout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppMenu } from './AppMenu';
import { ErrorPage } from './ErrorPage';
import { IdleDialog } from './IdleDialog';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Every route change scrolls to the top and sends a page view to analytics. */
const RouteEffects = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    window.dataLayer?.push({ event: 'page_view', page_path: pathname });
  }, [pathname]);
  return null;
};

// Logout lives in the side menu (AppMenu); the bar keeps the language switch.
const TopBar = () => <AppBar userMenu={false} />;

// The page column may shrink below its content's width, so that a wide table scrolls inside
// the page on a narrow screen (360 px) instead of widening the whole layout.
// (react-admin's layout is `min-width: fit-content`.)
const NARROW = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/**
 * A spinner is a progress bar to a screen reader, and one without a name is announced as nothing
 * useful (axe: aria-progressbar-name). react-admin draws them unnamed (the app bar's loading
 * indicator, a list loading, a button saving): every one in the layout says "Loading" in the
 * admin's language.
 */
const NamedSpinners = ({ children }: { children: ReactNode }) => {
  const loading = useTranslate()('ra.page.loading');
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: {
            ...outer.components?.MuiCircularProgress?.defaultProps,
            'aria-label': loading,
          },
        },
      },
    }),
    [loading],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <NamedSpinners>
    <Layout menu={AppMenu} appBar={TopBar} error={ErrorPage} sx={NARROW}>
      <RouteEffects />
      {children}
      <IdleDialog />
    </Layout>
  </NamedSpinners>
);

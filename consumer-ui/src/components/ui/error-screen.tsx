import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** The screen for render failures nobody foresaw. */
export const ErrorScreen = () => {
  const { t } = useTranslation();
  return (
    <main className="centered-screen" role="alert">
      <h1>{t('errors.boundaryTitle')}</h1>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </main>
  );
};

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

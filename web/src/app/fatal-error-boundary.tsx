import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';

type FatalErrorBoundaryProps = { i18n: I18n; children: ReactNode };
type FatalErrorBoundaryState = { error: Error | null };

/**
 * The last line of defence (spec §8, Other): a render error outside the router's own error
 * screens shows a generic apology with the error's name and message. It renders plain HTML with
 * inline styles, because the providers it wraps (theme, i18n context) may be what failed.
 */
export class FatalErrorBoundary extends Component<
  FatalErrorBoundaryProps,
  FatalErrorBoundaryState
> {
  override state: FatalErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): FatalErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Fatal application error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = this.props.i18n.getFixedT(null, 'errors');
    return (
      <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, fontFamily: 'sans-serif' }}>
        <h1 style={{ fontSize: 24 }}>{t('fatal_title')}</h1>
        <p>{t('fatal_body')}</p>
        <p>
          <strong>{error.name}</strong>: {error.message}
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </main>
    );
  }
}

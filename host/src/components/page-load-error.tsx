import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import { replaceDocument } from '../utils/replace-document';
import { ErrorBoundary } from './error-boundary';
import './page-load-error.css';

/**
 * What a page that failed to draw shows: a chunk of the host that did not load (the
 * connection dropped, or a new version replaced the files) or a page that threw. Plain
 * React with the start's texts, as it may show before antd or the layout is there; the
 * button loads the page again.
 */
function PageLoadError() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'router' });
  return (
    <div className="page-load-error" role="alert" data-testid="page-load-error">
      <h1 className="page-load-error-title">{t('pageFailedTitle')}</h1>
      <p className="page-load-error-text">{t('pageFailedText')}</p>
      <button
        type="button"
        className="page-load-error-button"
        onClick={() => replaceDocument(window.location.href)}
      >
        {t('reload')}
      </button>
    </div>
  );
}

/**
 * Around the routes of both starts: a page that fails shows `PageLoadError` instead of
 * an empty window, and another path tries again.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <PageLoadError />}>
      {children}
    </ErrorBoundary>
  );
}

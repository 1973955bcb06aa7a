import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFitPages } from '../hooks/use-fit-pages';
import { registerContractLocales } from '../locales/register-contract-locales';
import type { DocxRenderer } from '../types/docx-renderer';

registerContractLocales();

export interface DocxViewProps {
  /** The document's bytes; asked again on a retry. */
  load: () => Promise<Blob>;
  /** The renderer (docx-preview), loaded lazily by the app. */
  renderer: () => Promise<DocxRenderer>;
  /** Changes when the document may have changed (a save), to draw it again. */
  version?: string | number;
}

type ViewState = 'loading' | 'ready' | 'failed';

/** docx-preview's options: the page as Word lays it out, headers and footers included. */
const RENDER_OPTIONS = {
  className: 'docx',
  inWrapper: true,
  breakPages: true,
  ignoreWidth: false,
  ignoreHeight: false,
  ignoreLastRenderedPageBreak: true,
  renderHeaders: true,
  renderFooters: true,
  renderFootnotes: true,
  renderEndnotes: true,
  experimental: true,
  useBase64URL: true,
};

/** On a phone the grey margin around the pages shrinks: the pages are zoomed out already. */
const NARROW_CSS =
  '@media (max-width: 600px) { .contract-docx-pages > .docx-wrapper { padding: 8px 8px 0; } ' +
  '.contract-docx-pages > .docx-wrapper > section.docx { margin-bottom: 8px; } }';

const boxStyle = { padding: '32px 16px', textAlign: 'center' as const, color: 'rgba(0,0,0,0.65)' };

/**
 * A contract's Word document drawn as Word would (docx-preview: pages, headers and
 * footers, numbering, tables with borders and merged cells, images), scaled down to
 * fit a narrow screen instead of scrolling sideways. Plain React: it serves the staff
 * screens and the customers' pages alike. A failure says so and offers a retry.
 */
export function DocxView({ load, renderer, version }: DocxViewProps) {
  const { t } = useTranslation('common', { keyPrefix: 'contract.document' });
  const [state, setState] = useState<ViewState>('loading');
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const pages = useRef<HTMLDivElement>(null);
  const styles = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const rendererRef = useRef(renderer);
  rendererRef.current = renderer;
  useFitPages(frame, pages, state === 'ready');

  // A new version or a retry asks for a new drawing.
  useEffect(() => {
    let current = true;
    setState('loading');
    void (async () => {
      try {
        const [blob, docx] = await Promise.all([loadRef.current(), rendererRef.current()]);
        const body = pages.current;
        const style = styles.current;
        if (!current || !body || !style) return;
        body.replaceChildren();
        style.replaceChildren();
        await docx.renderAsync(blob, body, style, RENDER_OPTIONS);
        if (current) setState('ready');
      } catch {
        if (current) setState('failed');
      }
    })();
    return () => {
      current = false;
    };
  }, [version, attempt]);

  return (
    <section aria-label={t('label')} aria-busy={state === 'loading'} data-testid="docx-view">
      {state === 'loading' ? (
        <div role="status" style={boxStyle}>
          {t('loading')}
        </div>
      ) : null}
      {state === 'failed' ? (
        <div role="alert" style={boxStyle} data-testid="docx-view-failed">
          <div style={{ fontWeight: 600, color: '#cf1322' }}>{t('failed')}</div>
          <div style={{ margin: '8px 0 12px' }}>{t('failedHint')}</div>
          <button
            type="button"
            onClick={() => setAttempt((count) => count + 1)}
            style={{
              padding: '4px 15px',
              borderRadius: 6,
              border: '1px solid #d9d9d9',
              background: '#fff',
              cursor: 'pointer',
            }}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      <style>{NARROW_CSS}</style>
      <div ref={styles} hidden />
      <div
        ref={frame}
        style={{
          overflowX: 'auto',
          width: '100%',
          height: state === 'ready' ? undefined : 0,
          visibility: state === 'ready' ? 'visible' : 'hidden',
        }}
      >
        <div ref={pages} className="contract-docx-pages" />
      </div>
    </section>
  );
}

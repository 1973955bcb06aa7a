import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/hooks/use-language';
import { changeLanguage } from '../../i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../../i18n/types/language';

/** What a public page shows: its content, or why it cannot. */
export type PublicPageState = 'ready' | 'loading' | 'not-available' | 'failed';

export interface PublicPageShellProps {
  state: PublicPageState;
  /** The page's own texts for the states without content. */
  texts: { notAvailable: string; notAvailableHint: string; loadFailed: string; retry: string };
  onRetry: () => void;
  /** The page's class, for its styles and tests. */
  className: string;
  /** The content, shown in the `ready` state. */
  children?: ReactNode;
}

/**
 * The frame of a public page (no login, phone first): a language switch, then the
 * content, a spinner while it loads, "not available" for a record that is not public,
 * or the failure with a retry button. Built from antd's component files only, like
 * the login page, so a visitor does not download the staff screens' antd.
 */
export function PublicPageShell({ state, texts, onRetry, className, children }: PublicPageShellProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  let content: ReactNode;
  if (state === 'not-available') {
    content = <Result status="404" title={texts.notAvailable} subTitle={texts.notAvailableHint} />;
  } else if (state === 'failed') {
    content = (
      <Result
        status="warning"
        title={texts.loadFailed}
        extra={<Button onClick={onRetry}>{texts.retry}</Button>}
      />
    );
  } else if (state === 'loading') {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  } else {
    content = <div data-testid="public-page-content">{children}</div>;
  }
  return (
    <main className={className} style={{ minHeight: '100vh', background: '#fff' }}>
      <Flex justify="flex-end" style={{ padding: '8px 16px 0' }}>
        <Segmented
          size="small"
          value={language}
          options={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
          onChange={(value) => void changeLanguage(String(value))}
        />
      </Flex>
      {content}
    </main>
  );
}

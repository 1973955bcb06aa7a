import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * How the request client (and the common components) talk to the user. The
 * default uses antd's static `message`, `notification` and `Modal`, loaded on
 * first use; the host installs one bound to `App.useApp()` inside its layout so
 * messages follow the theme, and tests install mocks.
 */
export interface Notifier {
  /** A short error message; `durationSeconds` defaults to antd's 3 s. */
  error(content: string, durationSeconds?: number): void;
  warning(content: string, durationSeconds?: number): void;
  success(content: string, durationSeconds?: number): void;
  /** An error notification (corner card), for unexpected envelope codes. */
  notifyError(title: string): void;
  /** A confirm dialog; resolves true on OK, false on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** A lasting loading message; call the returned function to close it. */
  loading(content: string): () => void;
}

export interface AntdFeedbackApi {
  message: Pick<MessageInstance, 'error' | 'warning' | 'success' | 'loading'>;
  notification: Pick<NotificationInstance, 'error'>;
  modal: { confirm: (config: ModalFuncProps) => unknown };
}

/** The feedback API itself, or a loader that resolves with it (antd's static API, fetched on first use). */
export type AntdFeedbackSource = AntdFeedbackApi | (() => Promise<AntdFeedbackApi>);

let staticApi: Promise<AntdFeedbackApi> | null = null;

/**
 * antd's static `message`, `notification` and `Modal`, imported by component
 * path on first use. The request client is on every page, the login page
 * included, and should not make a page download antd's feedback components
 * before it has something to say. A failed download is retried next time.
 */
export function loadStaticFeedbackApi(): Promise<AntdFeedbackApi> {
  staticApi ??= Promise.all([
    import('antd/es/message'),
    import('antd/es/notification'),
    import('antd/es/modal'),
  ]).then(
    ([message, notification, modal]) => ({
      message: message.default,
      notification: notification.default,
      modal: modal.default,
    }),
    (error: unknown) => {
      staticApi = null;
      throw error;
    },
  );
  return staticApi;
}

/** A notifier on antd's APIs: those of `App.useApp()`, or by default the static ones, loaded on first use. */
export function createAntdNotifier(source: AntdFeedbackSource = loadStaticFeedbackApi): Notifier {
  // A ready API is used synchronously (App.useApp(), tests); a loader is awaited.
  const use = (action: (api: AntdFeedbackApi) => void, onFailure?: () => void): void => {
    if (typeof source !== 'function') {
      action(source);
      return;
    }
    source().then(action, (error: unknown) => {
      console.error('antd feedback API failed to load', error);
      onFailure?.();
    });
  };
  return {
    error: (content, duration) => use((api) => api.message.error({ content, duration })),
    warning: (content, duration) => use((api) => api.message.warning({ content, duration })),
    success: (content, duration) => use((api) => api.message.success({ content, duration })),
    notifyError: (title) => use((api) => api.notification.error({ title })),
    confirm: ({ title, content, okText, cancelText }) =>
      new Promise<boolean>((resolve) => {
        use(
          (api) =>
            api.modal.confirm({
              title,
              content,
              okText,
              cancelText,
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            }),
          () => resolve(false),
        );
      }),
    loading: (content) => {
      let closed = false;
      let close: (() => void) | undefined;
      use((api) => {
        if (!closed) close = api.message.loading({ content, duration: 0 });
      });
      return () => {
        closed = true;
        close?.();
      };
    },
  };
}

let current: Notifier | null = null;

/** The notifier in use (antd's static API, loaded on first use, unless one was installed). */
export function getNotifier(): Notifier {
  current ??= createAntdNotifier();
  return current;
}

/** Installs a notifier (the host's `App.useApp()` one, or a mock in tests); `null` restores the default. */
export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
}

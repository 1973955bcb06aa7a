import { Modal, type ModalFuncProps, message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * How the request client (and the common components) talk to the user. The
 * default uses antd's static `message`, `notification` and `Modal`; the host
 * may install one bound to `App.useApp()` so messages follow the theme, and
 * tests install mocks.
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

/** A notifier on antd's APIs: the static ones by default, or those of `App.useApp()`. */
export function createAntdNotifier(api: AntdFeedbackApi = { message, notification, modal: Modal }): Notifier {
  return {
    error: (content, duration) => {
      api.message.error({ content, duration });
    },
    warning: (content, duration) => {
      api.message.warning({ content, duration });
    },
    success: (content, duration) => {
      api.message.success({ content, duration });
    },
    notifyError: (title) => {
      api.notification.error({ title });
    },
    confirm: ({ title, content, okText, cancelText }) =>
      new Promise<boolean>((resolve) => {
        api.modal.confirm({
          title,
          content,
          okText,
          cancelText,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    loading: (content) => {
      const close = api.message.loading({ content, duration: 0 });
      return () => close();
    },
  };
}

let current: Notifier | null = null;

/** The notifier in use (antd's static API unless one was installed). */
export function getNotifier(): Notifier {
  current ??= createAntdNotifier();
  return current;
}

/** Installs a notifier (the host's `App.useApp()` one, or a mock in tests); `null` restores the default. */
export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
}

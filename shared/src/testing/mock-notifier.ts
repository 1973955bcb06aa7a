import type { ConfirmOptions, Notifier } from '../features/request/api/notifier';

/**
 * A notifier of jest mocks for tests of any app:
 * `const notifier = createMockNotifier(); setNotifier(notifier);` then
 * `expect(notifier.error).toHaveBeenCalledWith('...')`. Confirm dialogs
 * answer `confirmAnswer` (false: cancel).
 */
export function createMockNotifier(confirmAnswer = false): jest.Mocked<Notifier> {
  return {
    error: jest.fn((_content: string, _duration?: number) => {}),
    warning: jest.fn((_content: string, _duration?: number) => {}),
    success: jest.fn((_content: string, _duration?: number) => {}),
    notifyError: jest.fn((_title: string) => {}),
    confirm: jest.fn(async (_options: ConfirmOptions) => confirmAnswer),
    loading: jest.fn((_content: string) => () => {}),
  };
}

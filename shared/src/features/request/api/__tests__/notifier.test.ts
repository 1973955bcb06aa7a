import { type AntdFeedbackApi, createAntdNotifier, getNotifier, setNotifier } from '../notifier';

function fakeApi() {
  const close = jest.fn();
  const api = {
    message: {
      error: jest.fn(),
      warning: jest.fn(),
      success: jest.fn(),
      loading: jest.fn(() => close),
    },
    notification: { error: jest.fn() },
    modal: { confirm: jest.fn() },
  };
  return { api, close, feedback: api as unknown as AntdFeedbackApi };
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('antd notifier', () => {
  afterEach(() => setNotifier(null));

  it('uses a ready API (App.useApp()) at once', () => {
    const { api, feedback } = fakeApi();
    const notifier = createAntdNotifier(feedback);
    notifier.error('boom', 5);
    notifier.warning('careful');
    notifier.success('done');
    notifier.notifyError('odd code');
    expect(api.message.error).toHaveBeenCalledWith({ content: 'boom', duration: 5 });
    expect(api.message.warning).toHaveBeenCalledWith({ content: 'careful', duration: undefined });
    expect(api.message.success).toHaveBeenCalledWith({ content: 'done', duration: undefined });
    expect(api.notification.error).toHaveBeenCalledWith({ title: 'odd code' });
  });

  it('loads the API on first use only, then shows what was asked meanwhile', async () => {
    const { api, feedback } = fakeApi();
    const load = jest.fn(async () => feedback);
    const notifier = createAntdNotifier(load);
    expect(load).not.toHaveBeenCalled();
    notifier.error('first');
    notifier.warning('second');
    expect(api.message.error).not.toHaveBeenCalled();
    await flush();
    expect(api.message.error).toHaveBeenCalledWith({ content: 'first', duration: undefined });
    expect(api.message.warning).toHaveBeenCalledWith({ content: 'second', duration: undefined });
  });

  it('confirm resolves with the answer, and false when the API cannot be loaded', async () => {
    const { api, feedback } = fakeApi();
    api.modal.confirm.mockImplementation((config: { onOk: () => void }) => config.onOk());
    const options = { title: 't', content: 'c', okText: 'ok', cancelText: 'cancel' };
    await expect(createAntdNotifier(async () => feedback).confirm(options)).resolves.toBe(true);

    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createAntdNotifier(() => Promise.reject(new Error('offline')));
    await expect(failing.confirm(options)).resolves.toBe(false);
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockRestore();
  });

  it('a loading message closed before the API arrived never stays open', async () => {
    const { api, close, feedback } = fakeApi();
    const early = createAntdNotifier(async () => feedback).loading('wait');
    early();
    await flush();
    expect(api.message.loading).not.toHaveBeenCalled();

    const late = createAntdNotifier(async () => feedback).loading('wait');
    await flush();
    expect(api.message.loading).toHaveBeenCalledWith({ content: 'wait', duration: 0 });
    late();
    expect(close).toHaveBeenCalled();
  });

  it('getNotifier gives the installed notifier, else the default one', () => {
    const { feedback } = fakeApi();
    const installed = createAntdNotifier(feedback);
    setNotifier(installed);
    expect(getNotifier()).toBe(installed);
    setNotifier(null);
    expect(getNotifier()).not.toBe(installed);
  });
});

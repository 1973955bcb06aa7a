import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../../../api/login-api';
import type { CaptchaResponse } from '../../../types/auth-types';

/** The captcha: whether it is on, its image and uuid, a refresh, and why it failed to load. */
export function useCaptcha() {
  const [data, setData] = useState<CaptchaResponse | undefined>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const call = ++latest.current;
    setLoading(true);
    fetchCaptcha()
      .then((answer) => {
        if (call !== latest.current) return;
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (call !== latest.current) return;
        // The captcha stays asked for (the server decides): the image area offers a retry.
        setData((previous) => ({ captchaEnabled: previous?.captchaEnabled ?? true }));
        setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    refresh();
    return () => {
      latest.current++;
    };
  }, [refresh]);

  return {
    enabled: data?.captchaEnabled ?? false,
    img: data?.img,
    uuid: data?.uuid,
    loading,
    error,
    refresh,
  };
}

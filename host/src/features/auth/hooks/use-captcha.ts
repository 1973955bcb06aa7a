import { useGetCaptchaQuery } from '../api/auth-api';

/** The captcha: whether it is on, its image and uuid, and a refresh. */
export function useCaptcha() {
  const { data, isFetching, refetch } = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  return {
    enabled: data?.captchaEnabled ?? false,
    img: data?.img,
    uuid: data?.uuid,
    loading: isFetching,
    refresh: () => void refetch(),
  };
}

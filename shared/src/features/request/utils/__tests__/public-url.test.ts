import { isPublicUrl } from '../public-url';

describe('isPublicUrl', () => {
  it.each([
    '/login',
    '/register',
    '/captchaImage',
    '/api/thirdLogin',
    '/email/code?email=a@b.c',
    '/email/verify',
    '/email/retrievePwd',
    '/system/houseRoom/getHouseRoomList/5',
    '/public/modules',
    '/web-api/public/modules',
    'http://example.com/web-api/login',
    'login',
  ])('%s is public', (url) => {
    expect(isPublicUrl(url)).toBe(true);
  });

  it.each([
    '/getInfo',
    '/logout',
    '/getRouters',
    '/system/houseRoom/list',
    '/loginX',
    '/emailcode',
    undefined,
  ])('%s is not', (url) => {
    expect(isPublicUrl(url)).toBe(false);
  });
});

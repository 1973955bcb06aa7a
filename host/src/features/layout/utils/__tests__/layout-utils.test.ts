import { avatarUrl } from '../../../../components/user-avatar';
import { SAMPLE_TREE } from '../../../../testing/sample-routes';
import { buildMenu } from '../../../../utils/menu-routes';
import { createRouteSearch, SEARCH_THRESHOLD, searchEntriesOf } from '../route-search';
import { visibleTopMenuCount } from '../top-menu';

describe('top menu', () => {
  it('shows floor(width / 3 / 85) entries', () => {
    expect(visibleTopMenuCount(1366)).toBe(5);
    expect(visibleTopMenuCount(1920)).toBe(7);
    expect(visibleTopMenuCount(200)).toBe(1);
  });
});

describe('header search', () => {
  const search = createRouteSearch(searchEntriesOf(buildMenu(SAMPLE_TREE)));

  it('finds pages by fuzzy title with threshold 0.4', () => {
    expect(SEARCH_THRESHOLD).toBe(0.4);
    expect(search('Vilages')[0]?.path).toBe('/house/village');
    expect(search('operation')[0]?.path).toBe('/system/log/operlog');
    expect(search('')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });

  it('keeps parent titles and external links', () => {
    const entries = searchEntriesOf(buildMenu(SAMPLE_TREE));
    expect(entries.find((entry) => entry.path === '/house/village')?.title).toBe('Property > Villages');
    expect(entries.find((entry) => entry.path === 'http://example.org')?.external).toBe(true);
  });
});

describe('avatarUrl', () => {
  it('serves stored avatars under the API base', () => {
    expect(avatarUrl('/profile/avatar/2025/01/02/a.png')).toBe('/web-api/profile/avatar/2025/01/02/a.png');
    expect(avatarUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(avatarUrl('')).toBeUndefined();
  });
});

import {
  facebookProblem,
  publicHouseUrl,
  whatsappShareUrl,
} from '@agency/shared/features/share/utils/share-links';
import { houseName, layoutText } from '../utils/house-name';
import { actionsFor } from '../utils/house-status';
import { videoOf, videosValue } from '../utils/house-video';

describe('the generated name', () => {
  it('joins the type label in the reader language and the area', () => {
    expect(houseName('Villa', 187)).toBe('Villa 187 m²');
    expect(houseName('ວິນລາ', 87.456)).toBe('ວິນລາ 87.46 m²');
    expect(houseName('别墅', 120.5)).toBe('别墅 120.5 m²');
  });

  it('keeps what is known while the form is filled in', () => {
    expect(houseName('Villa', null)).toBe('Villa');
    expect(houseName('', 50)).toBe('50 m²');
    expect(houseName(undefined, 0)).toBe('');
  });

  it('shows the layout as bedrooms-living rooms-bathrooms', () => {
    expect(layoutText(3, 2, 2)).toBe('3-2-2');
    expect(layoutText(3, null, 1)).toBe('3---1');
    expect(layoutText(null, null, null)).toBe('');
  });
});

it('offers the moves of the state table for each status', () => {
  expect(actionsFor('pendingReview')).toEqual(['audit', 'open']);
  expect(actionsFor('toBeCompleted')).toEqual(['open']);
  expect(actionsFor('pendingRent')).toEqual(['rent', 'close']);
  expect(actionsFor('notSold')).toEqual(['sold', 'close']);
  expect(actionsFor('rented')).toEqual(['endLease']);
  expect(actionsFor('offShelf')).toEqual(['open']);
  expect(actionsFor('sold')).toEqual([]);
  expect(actionsFor('unknown')).toEqual([]);
});

it('reads and writes the one video as the JSON the server keeps', () => {
  const video = { videoPath: '/profile/v.mp4', videoUrl: '/profile/v.mp4', videoSize: 1200 };
  expect(videoOf(videosValue(video))).toEqual(video);
  expect(videosValue(null)).toBeNull();
  expect(videoOf('/profile/old.mp4')).toEqual({
    videoPath: '/profile/old.mp4',
    videoUrl: '/profile/old.mp4',
    videoSize: 0,
  });
  expect(videoOf('[]')).toBeNull();
});

it('builds share links and refuses what Facebook refuses (spec section 8)', () => {
  const url = publicHouseUrl(7, 'https://agency.la');
  expect(url).toBe('https://agency.la/house/detail/7');
  expect(whatsappShareUrl('Villa 187 m²', url)).toBe(
    `https://wa.me/?text=${encodeURIComponent('Villa 187 m² https://agency.la/house/detail/7')}`,
  );
  expect(facebookProblem({ url, image: '/profile/a.jpg', imageBytes: 1000 })).toBeNull();
  expect(facebookProblem({ url: 'ftp://agency.la/house/detail/7' })).toBe('url');
  expect(facebookProblem({ url, image: '/profile/a.tiff' })).toBe('format');
  expect(facebookProblem({ url, image: '/profile/a.png', imageBytes: 11 * 1024 * 1024 })).toBe('size');
});

import dayjs from 'dayjs';
import { actionsFor } from '../car-status';
import { isAllowedImagePath } from '../image-url';
import { suggestedAmount } from '../lease-amount';

it('suggests a lease amount from the rent: days x rent per day, whole months x rent per month', () => {
  const car = { rentPerDay: 100, rentPerMonth: 2500 };
  const day = (text: string) => dayjs(text);
  expect(suggestedAmount(car, 'day', day('2026-03-10'), day('2026-03-13'))).toBe(300);
  expect(suggestedAmount(car, 'month', day('2026-03-10'), day('2026-05-01'))).toBe(5000);
  expect(suggestedAmount(car, 'month', day('2026-03-10'), day('2026-03-20'))).toBe(2500);
  expect(suggestedAmount(car, 'day', day('2026-03-10'), day('2026-03-10'))).toBeNull();
  expect(
    suggestedAmount({ rentPerDay: null, rentPerMonth: null }, 'day', day('2026-03-10'), day('2026-03-12')),
  ).toBeNull();
  expect(suggestedAmount(car, 'day', null, day('2026-03-12'))).toBeNull();
});

it('accepts image addresses starting with http:// or this host, and upload paths', () => {
  const origin = 'https://agency.example';
  expect(isAllowedImagePath('http://cdn.example/a.jpg', origin)).toBe(true);
  expect(isAllowedImagePath('https://cdn.example/a.jpg', origin)).toBe(true);
  expect(isAllowedImagePath('/web-api/profile/upload/a.jpg', origin)).toBe(true);
  expect(isAllowedImagePath('https://agency.example/web-api/profile/a.jpg', origin)).toBe(true);
  for (const bad of [
    'ftp://cdn.example/a.jpg',
    '//cdn.example/a.jpg',
    'a.jpg',
    'javascript:alert(1)',
    'http://a b',
  ])
    expect(isAllowedImagePath(bad, origin)).toBe(false);
});

it('offers the state actions the server allows from each status', () => {
  expect(actionsFor('pendingRent')).toEqual(['lease', 'sell']);
  expect(actionsFor('notSold')).toEqual(['sell']);
  expect(actionsFor('rented')).toEqual(['endLease']);
  expect(actionsFor('sold')).toEqual([]);
});

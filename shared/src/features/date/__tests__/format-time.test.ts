import { formatTime } from '../utils/format-time';

describe('formatTime', () => {
  const at = new Date(2024, 0, 2, 3, 4, 5);
  const seconds = Math.floor(at.getTime() / 1000);

  it('reads a 10-digit number as Unix seconds', () => {
    expect(formatTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatTime(String(seconds))).toBe('2024-01-02 03:04:05');
  });

  it('reads a 13-digit number as milliseconds', () => {
    expect(formatTime(at.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatTime(String(at.getTime()))).toBe('2024-01-02 03:04:05');
  });

  it('parses strings and dates', () => {
    expect(formatTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatTime('2024-01-02')).toBe('2024-01-02 00:00:00');
    expect(formatTime(at)).toBe('2024-01-02 03:04:05');
    expect(formatTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)).toISOString(), 'YYYY-MM-DD')).toMatch(
      /^2024-01-0[12]$/,
    );
  });

  it('takes a pattern', () => {
    expect(formatTime(seconds, 'YYYY-MM-DD')).toBe('2024-01-02');
    expect(formatTime(seconds, 'HH:mm')).toBe('03:04');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

import { builderToQuartz, mayRunMoreThanOnceAMinute, quartzToBuilder } from '../utils/quartz-cron';

describe('quartz cron and the builder', () => {
  it('reads the seeded jobs and RuoYi-style expressions into five fields', () => {
    expect(quartzToBuilder('0 0 8 * * ?')).toBe('0 8 * * *');
    expect(quartzToBuilder('0 0/15 * * * ?')).toBe('0/15 * * * *');
    expect(quartzToBuilder('0 30 9 ? * MON-FRI')).toBe('30 9 * * MON-FRI');
    expect(quartzToBuilder('0 0 1 1 JAN ? *')).toBe('0 1 1 JAN *');
  });

  it('leaves to the text field what the builder cannot show', () => {
    expect(quartzToBuilder('10 0 8 * * ?')).toBeNull();
    expect(quartzToBuilder('0 0 8 ? * 2-6')).toBeNull();
    expect(quartzToBuilder('0 0 8 L * ?')).toBeNull();
    expect(quartzToBuilder('0 0 8 ? * MON#2')).toBeNull();
    expect(quartzToBuilder('0 0 8 * * ? 2027')).toBeNull();
    expect(quartzToBuilder('every day')).toBeNull();
  });

  it('writes Quartz with ? on the open day field', () => {
    expect(builderToQuartz('0 8 * * *')).toBe('0 0 8 * * ?');
    expect(builderToQuartz('30 9 * * MON-FRI')).toBe('0 30 9 ? * MON-FRI');
    expect(builderToQuartz('0 1 1,15 * *')).toBe('0 0 1 1,15 * ?');
    expect(builderToQuartz('0 1 1 * SUN')).toBe('0 0 1 1 * SUN');
  });

  it('tells which expressions may fire more than once a minute', () => {
    expect(mayRunMoreThanOnceAMinute('0 0/15 * * * ?')).toBe(false);
    expect(mayRunMoreThanOnceAMinute('30 0 8 * * ?')).toBe(false);
    expect(mayRunMoreThanOnceAMinute('* * * * * ?')).toBe(true);
    expect(mayRunMoreThanOnceAMinute('0/10 * * * * ?')).toBe(true);
    expect(mayRunMoreThanOnceAMinute('0,30 * * * * ?')).toBe(true);
    expect(mayRunMoreThanOnceAMinute('')).toBe(false);
  });
});

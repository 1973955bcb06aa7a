import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from '../utils/echarts';

/** An echarts chart that follows its option and its container's size. */
export function EChart({
  option,
  height = 320,
  testId,
}: {
  option: EChartsCoreOption;
  height?: number;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} style={{ width: '100%', height }} data-testid={testId} />;
}

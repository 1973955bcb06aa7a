import type { EChartsCoreOption } from 'echarts/core';
import type { DashboardStats, StatItem } from '../types/dashboard-stats';

const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#36cfc9', '#9254de', '#ff85c0'];

/** Bar chart of a breakdown (houses by status). */
export function barOption(items: StatItem[], seriesName: string, color: string): EChartsCoreOption {
  return {
    color: [color],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: items.map((item) => item.label),
      axisLabel: { interval: 0, rotate: items.length > 5 ? 30 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: seriesName, type: 'bar', barMaxWidth: 40, data: items.map((item) => item.count) }],
  };
}

/** Line chart of contracts per month. */
export function lineOption(
  months: NonNullable<DashboardStats['contractsByMonth']>,
  seriesName: string,
  color: string,
): EChartsCoreOption {
  return {
    color: [color],
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: months.map((item) => item.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: seriesName,
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: months.map((item) => item.count),
      },
    ],
  };
}

/** Pie chart of a breakdown (customers by source). */
export function pieOption(items: StatItem[], seriesName: string): EChartsCoreOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name: seriesName,
        type: 'pie',
        radius: ['35%', '65%'],
        center: ['50%', '45%'],
        data: items.filter((item) => item.count > 0).map((item) => ({ name: item.label, value: item.count })),
      },
    ],
  };
}

/** Radar chart of a breakdown (vehicles by status); every axis goes up to the largest count. */
export function radarOption(items: StatItem[], seriesName: string, color: string): EChartsCoreOption {
  const max = Math.max(1, ...items.map((item) => item.count));
  return {
    color: [color],
    tooltip: {},
    radar: {
      radius: '65%',
      indicator: (items.length > 0 ? items : [{ label: '-', count: 0, value: '-' }]).map((item) => ({
        name: item.label,
        max,
      })),
    },
    series: [
      {
        name: seriesName,
        type: 'radar',
        areaStyle: { opacity: 0.25 },
        data: [{ name: seriesName, value: items.map((item) => item.count) }],
      },
    ],
  };
}

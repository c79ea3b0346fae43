import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useLanguage } from '@/components/useLanguage';
import { formatMinor, type CurrencyCode } from '@/features/currency/money';
import { useCountedTranslation } from '@/lib/plural';
import { formatCount, formatDay, formatMoney } from '../format';
import { chartSeries } from '../statistics';
import type { StatisticsDay } from '../types';

const HEIGHT = 280;
const PLUM = '#7a3b70';
const GOLD = '#c69a3c';
const MUTED = '#6b6169';
const GRID = '#e9e3e7';

/** A money axis label without pennies when it has none: "£250", "£12.50", "250 £". */
const axisMoney = (pence: number, currency: CurrencyCode, language: string) =>
  formatMinor(BigInt(Math.round(pence)), currency, language).replace(/[.,]00(?=\D*$)/, '');

interface RevenueChartProps {
  days: StatisticsDay[];
  currency: CurrencyCode;
}

/**
 * Revenue (a line, left axis) and orders (bars, right axis) per day, drawn by uPlot, which loads with the first
 * chart. The canvas is hidden from screen readers: the same figures are in the table under it, and a pointer
 * over the chart reads out the day beneath it.
 */
export function RevenueChart({ days, currency }: RevenueChartProps) {
  const { t, tc } = useCountedTranslation('admin');
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const series = useMemo(() => chartSeries(days), [days]);
  const [hover, setHover] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || series.x.length === 0) return undefined;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    const label = (index: number) => {
      const date = series.dates[index];
      return date && Number.isInteger(index) ? formatDay(date, language) : '';
    };

    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const options: uPlot.Options = {
          width: Math.max(element.clientWidth, 240),
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false }, points: { size: 8 } },
          scales: {
            x: { time: false, range: [-0.6, series.x.length - 0.4] },
            orders: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.25))] },
            revenue: { range: (_chart, _min, max) => [0, Math.max(100_00, Math.ceil(max * 1.15))] },
          },
          series: [
            {},
            {
              label: t('info.chart.orders'),
              scale: 'orders',
              stroke: GOLD,
              fill: 'rgba(198, 154, 60, 0.45)',
              width: 0,
              paths: UPlot.paths.bars?.({ size: [0.6, 18] }),
              points: { show: false },
            },
            {
              label: t('info.chart.revenue'),
              scale: 'revenue',
              stroke: PLUM,
              width: 2,
              fill: 'rgba(122, 59, 112, 0.08)',
              points: { show: false },
            },
          ],
          axes: [
            {
              stroke: MUTED,
              grid: { show: false },
              ticks: { show: false },
              space: 56,
              incrs: [1, 2, 3, 5, 7, 10, 14],
              values: (_chart, splits) => splits.map(label),
            },
            {
              scale: 'revenue',
              stroke: MUTED,
              grid: { stroke: GRID, width: 1 },
              ticks: { show: false },
              size: 72,
              values: (_chart, splits) => splits.map((pence) => axisMoney(pence, currency, language)),
            },
            {
              scale: 'orders',
              side: 1,
              stroke: MUTED,
              grid: { show: false },
              ticks: { show: false },
              size: 40,
              values: (_chart, splits) => splits.map((count) => (Number.isInteger(count) ? String(count) : '')),
            },
          ],
          hooks: { setCursor: [(self) => setHover(self.cursor.idx ?? null)] },
        };
        element.replaceChildren();
        chart = new UPlot(options, [series.x, series.orders, series.revenue], element);
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }));
          observer.observe(element);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [series, language, currency, t]);

  const hovered = hover === null ? null : days[hover];
  return (
    <figure className="admin-chart">
      <figcaption className="admin-chart__legend">
        <span className="admin-chart__key admin-chart__key--revenue">{t('info.chart.revenueAxis')}</span>
        <span className="admin-chart__key admin-chart__key--orders">{t('info.chart.ordersAxis')}</span>
      </figcaption>
      <p className="admin-chart__readout" aria-hidden="true">
        {hovered
          ? t('info.chart.readout', {
              day: formatDay(hovered.date, language, true),
              orders: tc('info.chart.ordersCount', hovered.orders, { formatted: formatCount(hovered.orders, language) }),
              revenue: formatMoney(hovered.revenue, currency, language),
            })
          : t('info.chart.hint')}
      </p>
      {failed ? (
        <p className="admin-muted">{t('info.chart.unavailable')}</p>
      ) : (
        <div ref={box} className="admin-chart__canvas" style={{ minHeight: HEIGHT }} aria-hidden="true" />
      )}
      <details className="admin-disclosure">
        <summary>{t('info.chart.table')}</summary>
        <div className="admin-scroll">
          <table className="admin-table admin-table--compact admin-days">
            <caption className="visually-hidden">{t('info.chart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('info.chart.day')}</th>
                <th scope="col" className="admin-number">
                  {t('info.chart.orders')}
                </th>
                <th scope="col" className="admin-number">
                  {t('info.chart.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, language, true)}</th>
                  <td className="admin-number">{formatCount(day.orders, language)}</td>
                  <td className="admin-number">
                    <span className="price">{formatMoney(day.revenue, currency, language)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import { Card, Flex, theme, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewDay } from '@homebid/shared/schemas/operator';
import { axisCents, chartSummary, dayLabel, measureText, OVERVIEW_CHARTS, type OverviewChart } from '../lib/overview-series';

// The only file that imports recharts: the overview page loads it lazily, so the charts are a chunk of their own that
// only the overview downloads (no other page of the console, let alone of the marketplace).

const CHART_HEIGHT = 220;

/** The theme's colours for a chart: readable on both themes' backgrounds (the tokens follow the theme switch). */
function useChartColours() {
  const { token } = theme.useToken();
  return {
    series: { signUps: token.colorPrimary, newListings: token.colorInfo, moneyMovedCents: token.colorSuccessText },
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    cursor: token.colorFillSecondary,
    tooltip: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, color: token.colorText, borderRadius: token.borderRadius },
  };
}

/** Every day's figure as a table only screen readers read: the chart's data in full, in order. */
function ChartTable({ series, chart }: { series: readonly OverviewDay[]; chart: OverviewChart }) {
  return (
    <table className="sr-only">
      <caption>{chart.title}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">{chart.measure === 'moneyMovedCents' ? 'Money moved' : chart.many.charAt(0).toUpperCase() + chart.many.slice(1)}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((day) => (
          <tr key={day.day}>
            <th scope="row">{dayLabel(day.day)}</th>
            <td>{measureText(chart.measure, day[chart.measure])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayChart({ series, chart }: { series: readonly OverviewDay[]; chart: OverviewChart }) {
  const colours = useChartColours();
  const isMoney = chart.measure === 'moneyMovedCents';
  const summary = chartSummary(series, chart);
  const axisTick = { fill: colours.text, fontSize: 12 };
  return (
    <Card size="small" title={<Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{chart.title}</Typography.Title>}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{summary}</Typography.Text>
        <BarChart
          data={series as OverviewDay[]}
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          // keyboard users move through the days with the arrow keys; screen readers get the summary and the table
          accessibilityLayer
          aria-label={`${chart.title}. ${summary}`}
        >
          <CartesianGrid vertical={false} stroke={colours.grid} />
          <XAxis dataKey="day" tickFormatter={dayLabel} tick={axisTick} stroke={colours.grid} interval="preserveStartEnd" minTickGap={16} />
          <YAxis
            tick={axisTick}
            stroke={colours.grid}
            allowDecimals={false}
            width={isMoney ? 56 : 32}
            tickFormatter={(value: number) => (isMoney ? axisCents(value) : String(value))}
          />
          <Tooltip
            cursor={{ fill: colours.cursor }}
            contentStyle={colours.tooltip}
            labelStyle={{ color: colours.tooltip.color }}
            itemStyle={{ color: colours.tooltip.color }}
            labelFormatter={(day) => (typeof day === 'string' ? dayLabel(day) : day)}
            formatter={(value) => [measureText(chart.measure, Number(value)), isMoney ? 'Money moved' : chart.many]}
          />
          <Bar dataKey={chart.measure} fill={colours.series[chart.measure]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
        <ChartTable series={series} chart={chart} />
      </Flex>
    </Card>
  );
}

/** The overview's charts: sign-ups, new listings and money moved per day over the last 30 days. */
export default function OverviewCharts({ series }: { series: readonly OverviewDay[] }) {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' }}>
      {OVERVIEW_CHARTS.map((chart) => (
        <DayChart key={chart.measure} series={series} chart={chart} />
      ))}
    </div>
  );
}

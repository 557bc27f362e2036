import '@mantine/charts/styles.layer.css';
import { BarChart as MantineBarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import classes from './bar-chart.module.css';

export interface BarDatum {
  /** short axis label */
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  summary: string;
  data: BarDatum[];
  /** A value as people read it (₹1,234.00, 12): the tooltip and the screen readers' table. */
  format: (value: number) => string;
}

/**
 * A bar chart of the admin dashboard (@mantine/charts). The plot is decorative for screen readers: the same numbers
 * are in a table that only they read, under the chart's caption.
 */
export function BarChart({ title, summary, data, format }: BarChartProps) {
  return (
    <figure className={classes.figure}>
      <figcaption>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </figcaption>
      <div className={classes.plot} aria-hidden="true">
        <MantineBarChart
          h={144}
          data={data}
          dataKey="label"
          series={[{ name: 'value', label: title, color: 'saffron.6' }]}
          valueFormatter={format}
          withYAxis={false}
          gridAxis="none"
          tickLine="none"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

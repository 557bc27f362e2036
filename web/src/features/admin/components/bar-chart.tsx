import { Text, VisuallyHidden } from '@mantine/core';
import classes from './bar-chart.module.css';

export interface BarDatum {
  /** short axis label */
  label: string;
  value: number;
  /** the value as people read it (₹1,234.00, 12) */
  display: string;
}

const W = 300;
const H = 100;

/**
 * A light bar chart in plain SVG (no chart library) for the admin dashboard. The SVG is decorative for screen
 * readers: the same numbers are in a table that only they read, under the chart's caption.
 */
export function BarChart({ title, summary, data }: { title: string; summary: string; data: BarDatum[] }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const slot = W / Math.max(1, data.length);
  const labelled = data.length > 0 ? [0, Math.floor((data.length - 1) / 2), data.length - 1] : [];
  return (
    <figure className={classes.figure}>
      <figcaption>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </figcaption>
      <div className={classes.plot} aria-hidden="true">
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className={classes.svg}>
          <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} className={classes.axis} />
          {data.map((d, i) => {
            const h = (d.value / max) * (H - 4);
            return (
              <rect
                key={d.label}
                x={slot * i + slot * 0.15}
                y={H - h}
                width={slot * 0.7}
                height={h}
                className={classes.bar}
              >
                <title>{`${d.label}: ${d.display}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className={classes.xAxis}>
          {labelled.map((i) => (
            <span key={i}>{data[i]!.label}</span>
          ))}
        </div>
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

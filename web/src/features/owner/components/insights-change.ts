/** How a period's count compares with the period before it (decision 71). */
export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** nothing in the previous period, something now */
  | { kind: 'new' };

/** The change in whole percent (rounded; at least 1 % when the counts differ). */
export function periodChange(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.max(1, Math.round((Math.abs(current - previous) / previous) * 100));
  return { kind: current > previous ? 'up' : 'down', percent };
}

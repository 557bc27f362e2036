import { describe, expect, it } from 'vitest';
import { periodChange } from './insights-change';

describe('periodChange', () => {
  it('answers the change in whole percent against the previous period', () => {
    expect(periodChange(120, 100)).toEqual({ kind: 'up', percent: 20 });
    expect(periodChange(75, 100)).toEqual({ kind: 'down', percent: 25 });
    expect(periodChange(0, 8)).toEqual({ kind: 'down', percent: 100 });
    expect(periodChange(2, 3)).toEqual({ kind: 'down', percent: 33 });
  });
  it('says a tiny change is at least 1 %, equal counts are the same, and a first count is new', () => {
    expect(periodChange(1001, 1000)).toEqual({ kind: 'up', percent: 1 });
    expect(periodChange(5, 5)).toEqual({ kind: 'same' });
    expect(periodChange(0, 0)).toEqual({ kind: 'same' });
    expect(periodChange(3, 0)).toEqual({ kind: 'new' });
  });
});

/**
 * How much slower than a developer's machine this run may be. CI runs the suite on a shared machine that has
 * been seen three times slower than a quiet one, so there every wait and every test's budget is doubled;
 * `E2E_SLOWDOWN` sets the factor by hand. The waits still end: a broken page fails, only later.
 */
export const SLOWDOWN = Number(process.env.E2E_SLOWDOWN) || (process.env.CI === 'true' ? 2 : 1);

/** A test's or a wait's budget in milliseconds, stretched by the run's slowdown. */
export const budget = (ms: number) => ms * SLOWDOWN;

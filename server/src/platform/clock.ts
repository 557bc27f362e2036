/** The server's sense of time. Tests replace `now` to move through expiry windows without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });

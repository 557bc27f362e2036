import { describe, expect, it } from 'vitest';
import { Outbox } from './search-outbox';

/** An outbox on a clock the test moves and a turn of the event loop the test ends. */
function outbox(waitMs: number) {
  const sent: number[][] = [];
  let now = 0;
  let turn: (() => void)[] = [];
  const box = new Outbox<number>(
    (items) => sent.push(items),
    waitMs,
    () => now,
    (run) => turn.push(run),
  );
  return {
    box,
    sent,
    advance: (ms: number) => (now += ms),
    endTurn: () => {
      const runs = turn;
      turn = [];
      for (const run of runs) run();
    },
  };
}

describe('the search thread outbox (decision 105)', () => {
  it('sends what one turn gathered in one message, at the end of the turn', () => {
    const o = outbox(0.25);
    o.box.push(1, 10);
    o.box.push(2, 20);
    o.box.push(3, 30);
    expect(o.sent).toEqual([]);
    o.endTurn();
    expect(o.sent).toEqual([[1, 10, 2, 20, 3, 30]]);
    o.endTurn();
    expect(o.sent).toHaveLength(1);
  });

  it('never holds the first answer longer than waitMs: a long turn sends as it goes', () => {
    const o = outbox(0.25);
    o.box.push(1, 10);
    o.advance(0.1);
    o.box.push(2, 20);
    expect(o.sent).toEqual([]);
    o.advance(0.15); // the first has waited 0.25 ms: out with what is ready
    o.box.push(3, 30);
    expect(o.sent).toEqual([[1, 10, 2, 20, 3, 30]]);
    o.advance(0.1);
    o.box.push(4, 40);
    o.advance(0.3);
    o.box.push(5, 50);
    expect(o.sent).toEqual([
      [1, 10, 2, 20, 3, 30],
      [4, 40, 5, 50],
    ]);
    o.box.push(6, 60);
    o.endTurn();
    expect(o.sent.at(-1)).toEqual([6, 60]);
    expect(o.sent).toHaveLength(3);
  });
});

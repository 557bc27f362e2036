import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import {
  decimalsOf,
  flagOf,
  isLabNumber,
  LAB_STATUS,
  pickRange,
  RESULT_KIND,
  type TLabOrder,
  type ZLabCancelBody,
  type ZLabPaymentBody,
  type ZLabResultsSave,
  type ZLabReturnBody,
} from '@gd/contracts/schemas/clinic-lab';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as link from './links';
import { listTests, parseChoices } from './master';
import { orderNotFound, orderView, rangeDay } from './orders';
import * as repo from './orders-repo';

/**
 * An order's way through the lab (decision 96): sample collected → results entered (as often as needed) → sent
 * for approval → approved and released, or sent back with a reason. Every step is one conditional UPDATE on the
 * status it may move from and the version the writer read (`orders-repo.ts` `moveOrder`), so two people saving
 * the same order cannot overwrite each other: the second is a 409 `LAB.STALE` and reads the order again. A
 * released report is frozen: nothing moves it on. The department is checked by the routes; the clinic here.
 */
const { ORDERED, COLLECTED, ENTERED, AWAITING, RELEASED, CANCELLED } = LAB_STATUS;

/** The 409 for an order that is not where a step expected it (or has moved on since it was read). */
function conflictOf(order: repo.OrderRow, from: readonly number[], version: number | undefined): AppError {
  if (from.includes(order.status) && version !== undefined && order.version !== version) {
    return AppError.conflict(
      'version',
      'LAB.STALE',
      'Someone else changed this order meanwhile; it has been read again.',
    );
  }
  const byStatus: Record<number, [string, string]> = {
    [ORDERED]: ['LAB.NOT_COLLECTED', 'The sample has not been collected yet.'],
    [COLLECTED]: ['LAB.RESULTS_MISSING', 'No results have been entered yet.'],
    [ENTERED]: ['LAB.NOT_SUBMITTED', 'The results have not been sent for approval.'],
    [AWAITING]: ['LAB.AWAITING_APPROVAL', 'The report is waiting for a doctor’s approval.'],
    [RELEASED]: ['LAB.RELEASED', 'The report is approved and released: it can no longer change.'],
    [CANCELLED]: ['LAB.CANCELLED', 'This order was cancelled.'],
  };
  const [key, message] = byStatus[order.status] ?? ['LAB.WRONG_STATUS', 'The order is not at this step.'];
  return AppError.conflict('status', key, message);
}

async function load(db: Db, caller: StaffCaller, orderId: number) {
  const order = await repo.orderById(db, caller.clinicId, orderId);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Runs one step: checks where the order is (a clear 409 before any work), lets `write` do the step's writes inside
 * a transaction that begins with the conditional move, and answers the order as it now is.
 */
async function step(
  db: Kysely<DB>,
  caller: StaffCaller,
  orderId: number,
  guard: repo.MoveGuard,
  set: Parameters<typeof repo.moveOrder>[4],
  now: Date,
  more?: (trx: Db, order: repo.OrderRow) => Promise<void>,
): Promise<TLabOrder> {
  const order = await load(db, caller, orderId);
  const at = now.toISOString();
  const check = (o: repo.OrderRow) => {
    const stale = guard.version !== undefined && o.version !== guard.version;
    if (!guard.from.includes(o.status) || stale) throw conflictOf(o, guard.from, guard.version);
    if (guard.unpaid && o.paid_at !== null) {
      throw AppError.conflict('status', 'LAB.ALREADY_PAID', 'This order has already been paid.');
    }
  };
  check(order);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.moveOrder(trx, caller.clinicId, orderId, guard, set, at))) {
      // Someone moved it between the read and the write: say what it is now.
      const now2 = await repo.orderById(trx, caller.clinicId, orderId);
      if (!now2) throw orderNotFound();
      check(now2);
      throw conflictOf(now2, guard.from, guard.version);
    }
    if (more) await more(trx, order);
  });
  return orderView(db, caller, (await repo.orderById(db, caller.clinicId, orderId))!, now);
}

export function collect(db: Kysely<DB>, caller: StaffCaller, orderId: number, version: number, now: Date) {
  return step(
    db,
    caller,
    orderId,
    { from: [ORDERED], version },
    { status: COLLECTED, collected_at: now.toISOString(), collected_by: caller.staffId },
    now,
  );
}

type Results = z.output<typeof ZLabResultsSave>;

/**
 * Saves the results given (others stay as they were): each value checked against its test's kind — a number with
 * at most the test's decimals, one of its choices — and flagged against the range that applies to the patient's
 * sex and age on the sample's day, which is kept with the value. A blank value clears the result.
 */
export async function saveResults(db: Kysely<DB>, caller: StaffCaller, orderId: number, body: Results, now: Date) {
  const order = await load(db, caller, orderId);
  const items = await repo.itemsOf(db, [Number(order.order_id)]);
  const byId = new Map(items.map((i) => [Number(i.item_id), i]));
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  body.results.forEach((r, n) => {
    const item = byId.get(r.item_id);
    if (!item) errors[`results.${n}.item_id`] = 'LAB.RESULT.ITEM_NOT_FOUND';
    else if (seen.has(r.item_id)) errors[`results.${n}.item_id`] = 'LAB.RESULT.REPEATED';
    else if (r.value !== null && item.result_kind === RESULT_KIND.NUMERIC) {
      if (!isLabNumber(r.value)) errors[`results.${n}.value`] = 'LAB.RESULT.NUMBER_INVALID';
      else if (decimalsOf(r.value) > item.decimals) errors[`results.${n}.value`] = 'LAB.RESULT.TOO_MANY_DECIMALS';
    } else if (r.value !== null && item.result_kind === RESULT_KIND.CHOICE) {
      if (!parseChoices(item.choices).some((c) => c.label === r.value)) {
        errors[`results.${n}.value`] = 'LAB.RESULT.CHOICE_INVALID';
      }
    }
    seen.add(r.item_id);
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError(400, Object.values(errors)[0]!, 'Please check the highlighted fields.', errors);
  }
  const patient = await link.sexAndAge(db, caller.clinicId, order.patient_id, rangeDay(order, now));
  const master = await listTests(db, caller.clinicId, { all: true, ids: [...new Set(items.map((i) => i.test_id))] });
  const results = body.results.map((r) => {
    const item = byId.get(r.item_id)!;
    const numeric = item.result_kind === RESULT_KIND.NUMERIC && r.value !== null;
    const ranges = master.find((t) => t.test_id === item.test_id)?.ranges ?? [];
    const range = numeric && patient ? pickRange(ranges, patient.sex, patient.age) : null;
    const flag = flagOf({ result_kind: item.result_kind, choices: parseChoices(item.choices) }, range, r.value);
    return {
      itemId: r.item_id,
      values: {
        value: r.value,
        flag,
        remark: r.remark,
        range_sex: range?.sex ?? null,
        range_age_min: range?.age_min ?? null,
        range_age_max: range?.age_max ?? null,
        ref_low: range?.low ?? null,
        ref_high: range?.high ?? null,
        crit_low: range?.critical_low ?? null,
        crit_high: range?.critical_high ?? null,
      },
    };
  });
  const at = now.toISOString();
  return step(
    db,
    caller,
    orderId,
    { from: [COLLECTED, ENTERED], version: body.version },
    { status: ENTERED, entered_at: at, entered_by: caller.staffId },
    now,
    async (trx) => {
      for (const r of results) await repo.setItemResult(trx, orderId, r.itemId, r.values);
    },
  );
}

export async function submit(db: Kysely<DB>, caller: StaffCaller, orderId: number, version: number, now: Date) {
  const order = await load(db, caller, orderId);
  if (order.status === ENTERED && order.version === version) {
    const items = await repo.itemsOf(db, [orderId]);
    const missing = items.findIndex((i) => i.value === null);
    if (missing >= 0) {
      throw AppError.conflict(`results.${missing}.value`, 'LAB.RESULT.INCOMPLETE', 'Enter every result first.');
    }
  }
  return step(
    db,
    caller,
    orderId,
    { from: [ENTERED], version },
    { status: AWAITING, submitted_at: now.toISOString(), submitted_by: caller.staffId },
    now,
  );
}

export function approve(db: Kysely<DB>, caller: StaffCaller, orderId: number, version: number, now: Date) {
  return step(
    db,
    caller,
    orderId,
    { from: [AWAITING], version },
    { status: RELEASED, approved_at: now.toISOString(), approved_by: caller.staffId },
    now,
  );
}

export function sendBack(
  db: Kysely<DB>,
  caller: StaffCaller,
  orderId: number,
  body: z.output<typeof ZLabReturnBody>,
  now: Date,
) {
  return step(
    db,
    caller,
    orderId,
    { from: [AWAITING], version: body.version },
    { status: ENTERED, returned_at: now.toISOString(), returned_by: caller.staffId, return_reason: body.reason },
    now,
  );
}

/** The ordering doctor, reception or an administrator cancels an unpaid order before its sample is taken. */
export async function cancel(
  db: Kysely<DB>,
  caller: StaffCaller,
  orderId: number,
  body: z.output<typeof ZLabCancelBody>,
  now: Date,
) {
  const order = await load(db, caller, orderId);
  const reception = caller.department === DEPARTMENT.RECEPTION || caller.isClinicAdmin;
  if (!reception && order.doctor_id !== caller.staffId) {
    throw AppError.forbidden('LAB.CANCEL_FORBIDDEN', 'Only the ordering doctor or reception cancels an order.');
  }
  return step(
    db,
    caller,
    orderId,
    { from: [ORDERED], version: body.version, unpaid: true },
    { status: CANCELLED, cancelled_at: now.toISOString(), cancelled_by: caller.staffId, cancel_reason: body.reason },
    now,
  );
}

/**
 * Reception takes the order's total at the counter: the order is marked paid once (a repeat or a second desk at
 * the same moment is a 409 `LAB.ALREADY_PAID`, the conditional update deciding) and given the next number of the
 * lab's receipt series for the clinic's financial year, in the same transaction (so no gaps, no repeats). A paid
 * order is no longer charged to an in-patient stay; an order whose tests an issued in-patient bill charges is not
 * paid again (409 `LAB.ON_INPATIENT_BILL`).
 */
export function pay(
  db: Kysely<DB>,
  caller: StaffCaller,
  orderId: number,
  body: z.output<typeof ZLabPaymentBody>,
  now: Date,
) {
  const fy = financialYearOf(indiaDate(now));
  return step(
    db,
    caller,
    orderId,
    // Paying changes nothing the lab or the doctor works on, so it leaves the version alone.
    { from: [ORDERED, COLLECTED, ENTERED, AWAITING, RELEASED], unpaid: true, keepVersion: true },
    { paid_at: now.toISOString(), paid_by: caller.staffId, payment_mode: body.payment_mode },
    now,
    async (trx) => {
      // Tests an in-patient bill charged already are paid on that bill, not again at the counter.
      const items = await repo.itemsOf(trx, [orderId]);
      const bill = await link.inPatientBillOf(
        trx,
        caller.clinicId,
        items.map((i) => Number(i.item_id)),
      );
      if (bill) {
        throw AppError.conflict(
          'status',
          'LAB.ON_INPATIENT_BILL',
          `These tests are charged on the in-patient bill ${bill}.`,
        );
      }
      const no = await repo.takeReceiptNumber(trx, caller.clinicId, fy);
      await repo.setReceipt(trx, orderId, fy, no);
    },
  );
}

import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ACCOUNT_SERIES, DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate, indiaDayStart } from '@gd/contracts/india-time';
import {
  formatLabReceipt,
  isOutOfRange,
  LAB_LIST_LIMIT,
  LAB_STATUS,
  type LabFlag,
  pickRange,
  type TLabItem,
  type TLabOrder,
  type TLabOrderList,
  type TLabOrderRow,
  type TLabRange,
  type TVisitLab,
  type ZLabOrderCreate,
  type ZLabOrderQuery,
} from '@gd/contracts/schemas/clinic-lab';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { registerChargeSource } from '../../platform/clinic-charges';
import { registerDocumentSource } from '../../platform/clinic-documents';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as requests from '../requests/service';
import * as link from './links';
import { listTests, parseChoices } from './master';
import * as repo from './orders-repo';

/**
 * Lab orders (issue 21 point 5, decision 96): the visit's doctor orders tests for the visit; the worklist, one
 * order's view (with the range that applies to each test, the results for those who may see them, and what the
 * caller may do now), a visit's orders for the consultation, and a patient's released reports.
 */

// An admitted patient's lab work is charged to the stay: the ward's final bill asks this source (kind 'lab').
registerChargeSource('lab', async (db, q) =>
  (await repo.unpaidItemsOfPatient(db, q.clinicId, q.patientId, q.from, q.to)).map((i) => ({
    kind: 'lab' as const,
    description: i.name,
    description_guj: i.name_guj,
    date: i.order_date,
    quantity: 1,
    unit_paise: i.price_paise,
    amount_paise: i.price_paise,
    source_id: Number(i.item_id),
  })),
);

// The lab's receipts (`LAB/2026-27/0001`) are documents of money in the clinic's accounts (decision 99).
registerDocumentSource('lab', async (db, q) => {
  const paid = await repo.paidBetween(
    db,
    q.clinicId,
    indiaDayStart(q.from).toISOString(),
    indiaDayStart(addDays(q.to, 1)).toISOString(),
  );
  const patients = await link.patientsById(
    db,
    q.clinicId,
    paid.map((o) => o.patient_id),
  );
  return paid.map((o) => ({
    series: ACCOUNT_SERIES.LAB_RECEIPT,
    financial_year: o.receipt_fy!,
    number: o.receipt_no!,
    label: formatLabReceipt(o.receipt_fy!, o.receipt_no!),
    date: indiaDate(new Date(o.paid_at!)),
    party: patients.get(o.patient_id)?.name ?? '',
    party_guj: patients.get(o.patient_id)?.name_guj ?? null,
    direction: 'in' as const,
    amount: o.total_paise,
    payments: [{ payment_mode: o.payment_mode ?? 1, amount: o.total_paise }],
    source_id: Number(o.order_id),
  }));
});

export const orderNotFound = () => AppError.notFound('LAB.ORDER_NOT_FOUND', 'No such lab order in this clinic.');

const isLab = (c: StaffCaller) => c.department === DEPARTMENT.LAB;
const isDoctor = (c: StaffCaller) => c.department === DEPARTMENT.DOCTOR;
const isReception = (c: StaffCaller) => c.department === DEPARTMENT.RECEPTION || c.isClinicAdmin;

/** Results before release are for the lab, doctors and administrators; reception sees them once released. */
const seesResults = (c: StaffCaller, status: number) =>
  status === LAB_STATUS.RELEASED || isLab(c) || isDoctor(c) || c.isClinicAdmin;

const snapshotRange = (i: repo.ItemRow): TLabRange | null =>
  i.range_sex === null
    ? null
    : {
        sex: i.range_sex,
        age_min: i.range_age_min ?? 0,
        age_max: i.range_age_max,
        low: i.ref_low,
        high: i.ref_high,
        critical_low: i.crit_low,
        critical_high: i.crit_high,
      };

/** The day whose age the ranges use: the sample's India day, or today before it is taken. */
export const rangeDay = (order: repo.OrderRow, now: Date) =>
  order.collected_at ? indiaDate(new Date(order.collected_at)) : indiaDate(now);

async function rowViews(db: Db, clinicId: number, orders: repo.OrderRow[]): Promise<TLabOrderRow[]> {
  const [patients, names, items] = await Promise.all([
    link.patientsById(
      db,
      clinicId,
      orders.map((o) => o.patient_id),
    ),
    link.staffNames(db, clinicId),
    repo.itemsOf(
      db,
      orders.map((o) => Number(o.order_id)),
    ),
  ]);
  return orders.map((o) => {
    const own = items.filter((i) => i.order_id === Number(o.order_id));
    const patient = patients.get(o.patient_id);
    return {
      order_id: Number(o.order_id),
      order_date: o.order_date,
      ordered_at: o.created_at,
      status: o.status,
      version: o.version,
      visit_id: o.visit_id,
      patient_id: o.patient_id,
      patient_name: patient?.name ?? '',
      patient_name_guj: patient?.name_guj ?? null,
      case_no: patient?.case_no ?? '',
      doctor_id: o.doctor_id,
      doctor_name: names.get(o.doctor_id) ?? '',
      tests: own.map((i) => ({ code: i.code, name: i.name, name_guj: i.name_guj })),
      total_paise: o.total_paise,
      paid: o.paid_at !== null,
      receipt_no: o.receipt_fy && o.receipt_no ? formatLabReceipt(o.receipt_fy, o.receipt_no) : null,
      flagged: own.filter((i) => isOutOfRange(i.flag)).length,
      collected_at: o.collected_at,
      approved_at: o.approved_at,
    };
  });
}

/** One order as the caller may see it. */
export async function orderView(db: Db, caller: StaffCaller, order: repo.OrderRow, now: Date): Promise<TLabOrder> {
  const [[row], items, patient, names] = await Promise.all([
    rowViews(db, caller.clinicId, [order]),
    repo.itemsOf(db, [Number(order.order_id)]),
    link.sexAndAge(db, caller.clinicId, order.patient_id, rangeDay(order, now)),
    link.staffNames(db, caller.clinicId),
  ]);
  const master = await listTests(db, caller.clinicId, { all: true, ids: [...new Set(items.map((i) => i.test_id))] });
  const sex = patient?.sex ?? 0;
  const age = patient?.age ?? 0;
  const visible = seesResults(caller, order.status);
  const status = order.status;
  const complete = items.every((i) => i.value !== null);
  const unpaid = order.paid_at === null && status !== LAB_STATUS.CANCELLED;
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const view: TLabItem[] = items.map((i) => ({
    item_id: Number(i.item_id),
    test_id: i.test_id,
    code: i.code,
    name: i.name,
    name_guj: i.name_guj,
    panel: i.panel,
    panel_guj: i.panel_guj,
    sample_type: i.sample_type,
    unit: i.unit,
    result_kind: i.result_kind,
    decimals: i.decimals,
    choices: parseChoices(i.choices),
    price_paise: i.price_paise,
    range:
      snapshotRange(i) ??
      (i.value === null ? pickRange(master.find((t) => t.test_id === i.test_id)?.ranges ?? [], sex, age) : null),
    value: visible ? i.value : null,
    flag: visible ? (i.flag as LabFlag | null) : null,
    remark: visible ? i.remark : null,
  }));
  return {
    ...row!,
    note: order.note,
    patient_sex: sex,
    patient_age: age,
    items: view,
    collected_by_name: name(order.collected_by),
    entered_at: order.entered_at,
    entered_by_name: name(order.entered_by),
    submitted_at: order.submitted_at,
    approved_by_name: name(order.approved_by),
    returned_at: order.returned_at,
    return_reason: order.return_reason,
    cancelled_at: order.cancelled_at,
    cancel_reason: order.cancel_reason,
    payment_mode: order.payment_mode,
    can: {
      collect: isLab(caller) && status === LAB_STATUS.ORDERED,
      enter: isLab(caller) && (status === LAB_STATUS.COLLECTED || status === LAB_STATUS.ENTERED),
      submit: isLab(caller) && status === LAB_STATUS.ENTERED && complete,
      approve: isDoctor(caller) && status === LAB_STATUS.AWAITING,
      cancel:
        status === LAB_STATUS.ORDERED &&
        order.paid_at === null &&
        (order.doctor_id === caller.staffId || isReception(caller)),
      pay: isReception(caller) && unpaid,
      see_results: visible,
    },
  };
}

export async function getOrder(db: Db, caller: StaffCaller, orderId: number, now: Date): Promise<TLabOrder> {
  const order = await repo.orderById(db, caller.clinicId, orderId);
  if (!order) throw orderNotFound();
  return orderView(db, caller, order, now);
}

export async function listOrders(
  db: Db,
  caller: StaffCaller,
  query: z.output<typeof ZLabOrderQuery>,
): Promise<TLabOrderList> {
  const filter: repo.OrderFilter = {
    clinicId: caller.clinicId,
    date: query.date,
    doctorId: query.mine === '1' ? caller.staffId : undefined,
  };
  const [rows, counts] = await Promise.all([
    repo.orders(db, { ...filter, status: query.status }, LAB_LIST_LIMIT),
    repo.countsByStatus(db, filter),
  ]);
  return {
    rows: await rowViews(db, caller.clinicId, rows),
    counts: Object.fromEntries(counts.map((c) => [String(c.status), Number(c.n)])),
  };
}

const visitNotFound = () => AppError.notFound('LAB.VISIT_NOT_FOUND', 'No such visit.');

/** Why this caller may not order tests for the visit now (decision 90's consultation rule), or null. */
function orderRefusal(caller: StaffCaller, visit: link.VisitCard, now: Date): AppError | null {
  const refused = link.consultRefusal(caller, visit, indiaDate(now));
  if (!refused) return null;
  return refused.status === 403
    ? AppError.forbidden('LAB.NOT_YOUR_VISIT', 'Only the doctor consulting this visit orders its tests.')
    : AppError.conflict('visit_id', 'LAB.VISIT_NOT_OPEN', 'Tests are ordered while the patient is with the doctor.');
}

export async function createOrder(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZLabOrderCreate>,
  idemKey: string | null,
  now: Date,
) {
  const visit = await link.visitOf(db, caller.clinicId, body.visit_id);
  if (!visit) throw visitNotFound();
  const refused = orderRefusal(caller, visit, now);
  if (refused) throw refused;
  const found = await listTests(db, caller.clinicId, { ids: body.test_ids });
  const byId = new Map(found.map((t) => [t.test_id, t]));
  const errors: Record<string, string> = {};
  body.test_ids.forEach((id, i) => {
    if (!byId.has(id)) errors[`test_ids.${i}`] = 'LAB.ORDER.TEST_NOT_FOUND';
  });
  if (new Set(body.test_ids).size !== body.test_ids.length) errors.test_ids = 'LAB.ORDER.TEST_REPEATED';
  if (Object.keys(errors).length > 0) {
    throw new AppError(400, Object.values(errors)[0]!, 'Please check the highlighted fields.', errors);
  }
  const chosen = body.test_ids.map((id) => byId.get(id)!);
  const at = now.toISOString();
  const idem = idemKey
    ? { scope: 'clinic-lab-order', caller: `staff:${caller.staffId}`, key: idemKey, request: body, now }
    : null;
  const { result: orderId, replayed } = await requests.once(db, idem, async (trx) => {
    const id = await repo.insertOrder(
      trx,
      {
        clinic_id: caller.clinicId,
        visit_id: visit.visit_id,
        patient_id: visit.patient_id,
        doctor_id: caller.staffId,
        order_date: indiaDate(now),
        note: body.note,
        total_paise: chosen.reduce((sum, t) => sum + t.price_paise, 0),
        created_by: caller.staffId,
      },
      at,
    );
    await repo.insertItems(
      trx,
      id,
      chosen.map((t) => ({
        test_id: t.test_id,
        code: t.code,
        name: t.name,
        name_guj: t.name_guj,
        panel: t.panel,
        panel_guj: t.panel_guj,
        sample_type: t.sample_type,
        unit: t.unit,
        result_kind: t.result_kind,
        decimals: t.decimals,
        choices: JSON.stringify(t.choices),
        price_paise: t.price_paise,
      })),
    );
    return id;
  });
  return { result: await getOrder(db, caller, orderId, now), replayed };
}

/** A visit's orders, and whether the caller may order for it now (the consultation's ordering control). */
export async function visitLab(db: Db, caller: StaffCaller, visitId: number, now: Date): Promise<TVisitLab> {
  const visit = await link.visitOf(db, caller.clinicId, visitId);
  if (!visit) throw visitNotFound();
  const rows = await repo.orders(db, { clinicId: caller.clinicId, visitId }, LAB_LIST_LIMIT);
  return {
    visit_id: visit.visit_id,
    patient_id: visit.patient_id,
    can_order: orderRefusal(caller, visit, now) === null,
    orders: await rowViews(db, caller.clinicId, rows),
  };
}

import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZConsultationSave,
  ZConsultationView,
  ZConsultMasters,
  ZHistory,
  ZHistoryQuery,
  ZMedicine,
  ZMedicineInput,
  ZMedicineQuery,
  ZPrescriptionQuery,
  ZVisitIdParam,
} from '../schemas/clinic-consult';
import { z } from 'zod';

/**
 * The doctor's consultation (issue 20 point 6; the `consult` module, decision 90). Staff of the clinic only;
 * another clinic's visit, patient or medicine is a 404; a department that may not is a 403.
 */
const tags = ['clinic'] as const;

export const listMedicines = defineEndpoint({
  method: 'GET',
  path: '/clinic/medicines',
  tags,
  access: 'staff',
  summary: "The clinic's medicine master, by name (active ones unless all=1); doctors, panchakarma, administrators",
  query: ZMedicineQuery,
  data: z.array(ZMedicine),
  errors: [400, 403],
});

export const createMedicine = defineEndpoint({
  method: 'POST',
  path: '/clinic/medicines',
  tags,
  access: 'staff',
  summary:
    "Adds a medicine to the clinic's master (a doctor or the clinic administrator); a name already there is a 409",
  body: ZMedicineInput,
  data: ZMedicine,
  status: 201,
  errors: [400, 403, 409],
});

export const updateMedicine = defineEndpoint({
  method: 'PUT',
  path: '/clinic/medicines/:id',
  tags,
  access: 'staff',
  summary: 'Changes a medicine of the master (or retires it: is_active false); prescriptions keep it',
  params: ZIdParam,
  body: ZMedicineInput,
  data: ZMedicine,
  errors: [400, 403, 404, 409],
});

export const consultMasters = defineEndpoint({
  method: 'GET',
  path: '/clinic/consult/masters',
  tags,
  access: 'staff',
  summary:
    "What the doctor's screen picks from: the clinic's active medicines and the active diet items, yoga and therapies",
  data: ZConsultMasters,
  errors: [403],
});

export const getConsultation = defineEndpoint({
  method: 'GET',
  path: '/clinic/visits/:id/consultation',
  tags,
  access: 'staff',
  summary:
    "A visit of the caller's clinic with its consultation (null before the first save) and whether the caller may save it",
  params: ZVisitIdParam,
  data: ZConsultationView,
  errors: [403, 404],
});

export const saveConsultation = defineEndpoint({
  method: 'PUT',
  path: '/clinic/visits/:id/consultation',
  tags,
  access: 'staff',
  summary:
    "Saves the visit's consultation whole (idempotent: one per visit): only the visit's own doctor, while it is engaged or on its day once checked out",
  params: ZVisitIdParam,
  body: ZConsultationSave,
  data: ZConsultationView,
  errors: [400, 403, 404, 409],
});

export const patientHistory = defineEndpoint({
  method: 'GET',
  path: '/clinic/patients/:id/history',
  tags,
  access: 'staff',
  summary: "A patient's visits with their consultations' summaries, newest first, 20 a page",
  params: ZIdParam,
  query: ZHistoryQuery,
  data: ZHistory,
  errors: [400, 403, 404],
});

export const prescriptionPdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/visits/:id/prescription.pdf',
  tags,
  access: 'staff',
  summary: "The visit's prescription on A4, in English or Gujarati, with the doctor's name and registration number",
  params: ZVisitIdParam,
  query: ZPrescriptionQuery,
  produces: 'file',
  errors: [400, 403, 404],
});

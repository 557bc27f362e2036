import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TPatient, TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TBedBoard } from '@gd/contracts/schemas/clinic-ward';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { AdmitPage } from './admit-page';

const doctor: TStaffSession = {
  staff_id: 2,
  user_id: 20,
  name: 'Meera Joshi',
  clinic_id: 1,
  clinic_name: 'Shree Ayurvedam',
  clinic_name_guj: 'શ્રી આયુર્વેદમ્',
  branch_id: 1,
  department_id: 2,
  doctor_sub_department_id: null,
  designation: null,
  is_clinic_admin: false,
  is_treasurer: false,
  doctor_id: 3,
  practitioner_id: null,
};

const board = {
  today: '2026-11-20',
  counts: { free: 1, occupied: 0, cleaning: 0 },
  rooms: [
    {
      room_id: 1,
      room_number: '101',
      floor: 1,
      is_ac: false,
      category_id: 1,
      category_name: 'General',
      category_name_guj: null,
      daily_charge: 150_000,
      beds: [{ bed_id: 5, label: 'A', state: 'free', stay: null }],
    },
  ],
} as TBedBoard;

const routes: RouteObject[] = [
  { path: '/clinic/ward/admit', element: <AdmitPage me={doctor} /> },
  { path: '/clinic/ward/stays/:id', element: <p>Stay page</p> },
];

describe('AdmitPage', () => {
  it('preselects the patient of ?patient= and admits them', async () => {
    let body: Record<string, unknown> = {};
    mockFetch({
      'GET /api/clinic/beds': () => ok(board),
      'GET /api/clinic/doctors': () => ok([{ doctor_id: 3, name: 'Dr Meera Joshi' }]),
      'GET /api/clinic/patients/42': () =>
        ok({
          patient_id: 42,
          name: 'Asha Shah',
          name_guj: null,
          phone: '9825012345',
          case_no: '2026/0042',
        } as TPatient),
      'POST /api/clinic/admissions': (_url, init) => {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return ok({ stay_id: 31 });
      },
    });
    const { router } = renderRoutes(routes, { initialPath: '/clinic/ward/admit?patient=42&bed=5' });
    expect(await screen.findByDisplayValue('Asha Shah · 2026/0042')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Panchakarma');
    await userEvent.click(screen.getByRole('button', { name: 'Admit' }));
    await screen.findByText('Stay page');
    expect(router.state.location.pathname).toBe('/clinic/ward/stays/31');
    expect(body).toMatchObject({ patient_id: 42, bed_id: 5, doctor_id: 3, reason: 'Panchakarma' });
  }, 15_000);

  it('asks for a patient when the address names none', async () => {
    mockFetch({
      'GET /api/clinic/beds': () => ok(board),
      'GET /api/clinic/doctors': () => ok([{ doctor_id: 3, name: 'Dr Meera Joshi' }]),
    });
    renderRoutes(routes, { initialPath: '/clinic/ward/admit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Admit' }));
    expect(await screen.findByText('Choose the patient.')).toBeInTheDocument();
  });
});

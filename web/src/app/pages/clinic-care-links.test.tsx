import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPatient, TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TConsultationView } from '@gd/contracts/schemas/clinic-consult';
import type { TBedBoard } from '@gd/contracts/schemas/clinic-ward';
import { mockFetch, ok, renderWithRouter } from '../../test/utils';
import { CareLinks, PatientCareLinks, VisitCareLinks } from './clinic-care-links';

const RECEPTION = 1;
const DOCTOR = 2;
const PANCHAKARMA = 4;
const LAB = 19;

const staff = (department_id: number, is_clinic_admin = false): TStaffSession => ({
  staff_id: 2,
  user_id: 20,
  name: 'Meera Joshi',
  clinic_id: 1,
  clinic_name: 'Shree Ayurvedam',
  clinic_name_guj: 'શ્રી આયુર્વેદમ્',
  branch_id: 1,
  department_id,
  doctor_sub_department_id: null,
  designation: null,
  is_clinic_admin,
  is_treasurer: false,
  doctor_id: department_id === DOCTOR ? 3 : null,
  practitioner_id: null,
});

const prescribeLink = () => screen.queryByRole('link', { name: 'Prescribe a therapy course' });
const admitLink = () => screen.queryByRole('link', { name: 'Admit to a ward' });

const board = (patientId: number): TBedBoard =>
  ({
    today: '2026-11-20',
    counts: { free: 1, occupied: 1, cleaning: 0 },
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
        beds: [
          { bed_id: 1, label: 'A', state: 'free', stay: null },
          {
            bed_id: 2,
            label: 'B',
            state: 'occupied',
            stay: {
              stay_id: 31,
              patient_id: patientId,
              patient_name: 'Asha Shah',
              patient_name_guj: null,
              case_no: '2026/0042',
              admission_date: '2026-11-18',
              day_of_stay: 3,
              is_jain: false,
              doctor_name: 'Meera Joshi',
            },
          },
        ],
      },
    ],
  }) as TBedBoard;

describe('CareLinks', () => {
  it('gives a doctor both links, with the patient and the visit in the address', async () => {
    renderWithRouter(<CareLinks me={staff(DOCTOR)} patientId={42} visitId={7} />);
    const card = await screen.findByRole('region', { name: 'Care plan' });
    expect(within(card).getByRole('link', { name: 'Prescribe a therapy course' })).toHaveAttribute(
      'href',
      '/clinic/therapy/prescribe?patient=42&visit=7',
    );
    expect(within(card).getByRole('link', { name: 'Admit to a ward' })).toHaveAttribute(
      'href',
      '/clinic/ward/admit?patient=42',
    );
  });

  it('lets reception and an administrator admit but not prescribe', async () => {
    const { unmount } = renderWithRouter(<CareLinks me={staff(RECEPTION)} patientId={42} />);
    expect(await screen.findByRole('link', { name: 'Admit to a ward' })).toBeInTheDocument();
    expect(prescribeLink()).toBeNull();
    unmount();
    renderWithRouter(<CareLinks me={staff(LAB, true)} patientId={42} />);
    expect(await screen.findByRole('link', { name: 'Admit to a ward' })).toBeInTheDocument();
    expect(prescribeLink()).toBeNull();
  });

  it('shows nothing to the lab or panchakarma', async () => {
    const { unmount } = renderWithRouter(
      <>
        <CareLinks me={staff(LAB)} patientId={42} />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Care plan' })).toBeNull();
    unmount();
    renderWithRouter(
      <>
        <CareLinks me={staff(PANCHAKARMA)} patientId={42} visitId={7} />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Care plan' })).toBeNull();
  });

  it('opens an admitted patient’s stay instead of admitting again', async () => {
    renderWithRouter(
      <CareLinks
        me={staff(DOCTOR)}
        patientId={42}
        stay={{ stay_id: 31, room_number: '101', bed_label: 'B', day_of_stay: 3 }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Open the stay' })).toHaveAttribute('href', '/clinic/ward/stays/31');
    expect(screen.getByText(/Admitted: 101 \/ B, Day 3\./)).toBeInTheDocument();
    expect(admitLink()).toBeNull();
    expect(prescribeLink()).toHaveAttribute('href', '/clinic/therapy/prescribe?patient=42');
  });
  it('shows panchakarma only the stay of an admitted patient', async () => {
    renderWithRouter(
      <CareLinks
        me={staff(PANCHAKARMA)}
        patientId={42}
        stay={{ stay_id: 31, room_number: '101', bed_label: 'B', day_of_stay: 3 }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Open the stay' })).toHaveAttribute('href', '/clinic/ward/stays/31');
    expect(admitLink()).toBeNull();
    expect(prescribeLink()).toBeNull();
  });
});

describe('VisitCareLinks', () => {
  it('takes the patient from the visit’s consultation', async () => {
    mockFetch({
      'GET /api/clinic/me': () => ok(staff(DOCTOR)),
      'GET /api/clinic/visits/7/consultation': () =>
        ok({ visit: { visit_id: 7, patient_id: 42 }, consultation: null, editable: true } as TConsultationView),
    });
    renderWithRouter(<VisitCareLinks visitId={7} />);
    expect(await screen.findByRole('link', { name: 'Prescribe a therapy course' })).toHaveAttribute(
      'href',
      '/clinic/therapy/prescribe?patient=42&visit=7',
    );
    expect(admitLink()).toHaveAttribute('href', '/clinic/ward/admit?patient=42');
  });
});

describe('PatientCareLinks', () => {
  const patient = { patient_id: 42, name: 'Asha Shah', case_no: '2026/0042' } as TPatient;

  it('offers the admission when the patient holds no bed', async () => {
    mockFetch({
      'GET /api/clinic/me': () => ok(staff(DOCTOR)),
      'GET /api/clinic/patients/42': () => ok(patient),
      'GET /api/clinic/beds': () => ok(board(99)),
    });
    renderWithRouter(<PatientCareLinks patientId={42} />);
    expect(await screen.findByRole('link', { name: 'Admit to a ward' })).toHaveAttribute(
      'href',
      '/clinic/ward/admit?patient=42',
    );
    expect(prescribeLink()).toHaveAttribute('href', '/clinic/therapy/prescribe?patient=42');
    expect(screen.queryByRole('link', { name: 'Open the stay' })).toBeNull();
  });

  it('links an admitted patient to the stay found on the bed board', async () => {
    mockFetch({
      'GET /api/clinic/me': () => ok(staff(RECEPTION)),
      'GET /api/clinic/patients/42': () => ok(patient),
      'GET /api/clinic/beds': () => ok(board(42)),
    });
    renderWithRouter(<PatientCareLinks patientId={42} />);
    expect(await screen.findByRole('link', { name: 'Open the stay' })).toHaveAttribute('href', '/clinic/ward/stays/31');
    expect(admitLink()).toBeNull();
    expect(prescribeLink()).toBeNull();
  });
});

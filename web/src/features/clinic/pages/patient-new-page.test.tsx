import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TPatient, TStaffSession } from '@gd/contracts/schemas/clinic';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { PatientNewPage } from './patient-new-page';

const routes: RouteObject[] = [
  { path: '/clinic/patients/new', element: <PatientNewPage /> },
  { path: '/clinic/patients/:id', element: <p>Patient page</p> },
];

const staff = (department_id: number, is_clinic_admin = false): TStaffSession => ({
  staff_id: 2,
  user_id: 20,
  name: 'Komal Rathod',
  clinic_id: 1,
  clinic_name: 'Shree Ayurvedam',
  clinic_name_guj: 'શ્રી આયુર્વેદમ્',
  branch_id: 1,
  department_id,
  doctor_sub_department_id: null,
  designation: null,
  is_clinic_admin,
  is_treasurer: false,
  doctor_id: null,
  practitioner_id: null,
});

const cities = [
  { op_key: 1, op_value: 'Ahmedabad', op_value_guj: 'અમદાવાદ', slug: 'ahmedabad', district: 'Ahmedabad' },
];

describe('PatientNewPage', () => {
  it('shows a message under each bad field and sends nothing', async () => {
    const fetch = mockFetch({
      'GET /api/clinic/me': () => ok(staff(1)),
      'GET /api/cities': () => ok(cities),
    });
    renderRoutes(routes, { initialPath: '/clinic/patients/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name in Gujarati/ }), 'Ramesh');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '12345');
    await userEvent.type(screen.getByRole('textbox', { name: /ABHA address/ }), 'ramesh@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register patient' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Write the Gujarati name in Gujarati letters.')).toBeInTheDocument();
    expect(screen.getByText('Please choose male or female.')).toBeInTheDocument();
    expect(screen.getByText('Enter the date of birth or the age.')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be 10 digits.')).toBeInTheDocument();
    expect(screen.getByText(/Enter an ABHA address such as/)).toBeInTheDocument();
    expect(screen.getByText("The patient's consent is needed to register.")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('registers with an age and consent, once per submission key, and opens the patient', async () => {
    let body: Record<string, unknown> = {};
    let key: string | undefined;
    const fetch = mockFetch({
      'GET /api/clinic/me': () => ok(staff(1)),
      'GET /api/cities': () => ok(cities),
      'POST /api/clinic/patients': (_url, init) => {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        key = (init.headers as Record<string, string>)['Idempotency-Key'];
        return ok({ patient_id: 77, case_no: '2026/0201' } as TPatient);
      },
    });
    const { router } = renderRoutes(routes, { initialPath: '/clinic/patients/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name \(English\)/ }), 'Asha Shah');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Age in years/ }), '41');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9825012345');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Ahmedabad');
    await userEvent.click(screen.getByRole('checkbox', { name: /agrees/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register patient' }));
    await screen.findByText('Patient page');
    expect(router.state.location.pathname).toBe('/clinic/patients/77');
    expect(body).toMatchObject({
      name: 'Asha Shah',
      sex: 2,
      age: '41',
      dob: '',
      phone: '9825012345',
      city_id: 1,
      consent: true,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('puts the server’s field errors under their fields', async () => {
    mockFetch({
      'GET /api/clinic/me': () => ok(staff(1)),
      'GET /api/cities': () => ok(cities),
      'POST /api/clinic/patients': () =>
        fail(400, 'Please check the highlighted fields.', { errors: { dob: 'DOB_IN_FUTURE' } }),
    });
    renderRoutes(routes, { initialPath: '/clinic/patients/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name \(English\)/ }), 'Asha Shah');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Date of birth' }));
    await userEvent.type(screen.getByLabelText(/^Date of birth/, { selector: 'input[type="date"]' }), '2020-01-01');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9825012345');
    await userEvent.click(screen.getByRole('checkbox', { name: /agrees/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register patient' }));
    expect(await screen.findByText('The date of birth cannot be in the future.')).toBeInTheDocument();
  });

  it('tells a lab member this screen is not for their department', async () => {
    mockFetch({ 'GET /api/clinic/me': () => ok(staff(19)) });
    renderRoutes(routes, { initialPath: '/clinic/patients/new' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your department cannot open this screen.')).toBeInTheDocument();
  });
});

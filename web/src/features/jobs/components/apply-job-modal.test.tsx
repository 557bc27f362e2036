import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { ApplyJobModal } from './apply-job-modal';

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Priya Shah');
  localStorage.setItem(STORAGE_KEYS.userId, '3');
}

const me = {
  user_id: 3,
  logged_in_id: 3,
  name: 'Priya Shah',
  phone: '9123456780',
  email: 'priya@example.com',
  language: 'en',
  user_type: 'user',
  has_login_access: 1,
  is_profile_approve: 1,
  photo: null,
  department: null,
  environment_id: null,
  folder: null,
  practitioner_id_view_id: null,
  user_view_id: null,
};

const job = { job_id: 7, title: 'Farsan Karigar', company: 'Jalaram Sweets & Farsan' };

describe('the apply modal (spec §2, §5, §8)', { timeout: 30_000 }, () => {
  it('shows every spec message once a field is touched, refuses a javascript: resume link and keeps Submit disabled', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => ok({ ...me, name: '', phone: null, email: null }) });
    renderWithRouter(<ApplyJobModal job={job} onClose={vi.fn()} />);
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    expect(submit).toBeDisabled();

    await userEvent.click(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.tab(); // email
    await userEvent.keyboard('priya@');
    await userEvent.tab(); // phone
    await userEvent.keyboard('98a7b6');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('9876'); // digit keys only
    await userEvent.tab(); // resume
    await userEvent.keyboard('javascript:alert(1)');
    await userEvent.tab(); // cover letter
    await userEvent.tab();

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Phone must be exactly 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Resume URL must be a link starting with https://.')).toBeInTheDocument();
    expect(screen.getByText('Cover letter is required.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Phone/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Resume URL/ }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Resume URL is required.')).toBeInTheDocument();
  });

  it("sends the application, reads 'Submitting...' meanwhile, closes and resets on success", async () => {
    logIn();
    let release: (r: Response) => void = () => {};
    const fetch = mockFetch({
      'GET /api/auth/me': () => ok(me),
      'POST /api/jobs/7/apply': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const onClose = vi.fn();
    renderWithRouter(<ApplyJobModal job={job} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya Shah'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Resume URL/ }), 'https://drive.example.com/cv.pdf');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cover letter/ }), 'Ten years of farsan.');
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release(ok({ job_app_id: 1 }, 'Application submitted successfully!'));

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/jobs/7/apply');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      candidate_name: 'Priya Shah',
      candidate_email: 'priya@example.com',
      candidate_phone: '9123456780',
      resume_url: 'https://drive.example.com/cv.pdf',
      cover_letter: 'Ten years of farsan.',
    });
  });

  it("shows the server's refusal (a second application) and stays open", async () => {
    logIn();
    mockFetch({
      'GET /api/auth/me': () => ok(me),
      'POST /api/jobs/7/apply': () =>
        fail(409, 'You have already applied for this job.', {
          message_key: 'ALREADY_APPLIED',
          errors: { job_id: 'ALREADY_APPLIED' },
        }),
    });
    const onClose = vi.fn();
    renderWithRouter(<ApplyJobModal job={job} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya Shah'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Resume URL/ }), 'https://drive.example.com/cv.pdf');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cover letter/ }), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('You have already applied for this job.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

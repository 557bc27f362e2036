import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { ContactDetailsModal, telHref, whatsAppHref } from './contact-details-modal';

function renderModal() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  renderWithRouter(<ContactDetailsModal businessId={5} businessName="Patel Caterers" opened onClose={() => {}} />);
}

describe('the Contact Details modal (spec §4, §8)', () => {
  it('shows the not-approved notice word for word when the viewer is not approved', async () => {
    mockFetch({
      'GET /api/businesses/5/contact': () =>
        fail(403, 'Your profile is not approved.', { message_key: 'PROFILE_NOT_APPROVED' }),
    });
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your profile is not approved, that's why you are not able to see the contact details.",
    );
  });

  it("says 'Unable to fetch contact details' on any other failure", async () => {
    mockFetch({ 'GET /api/businesses/5/contact': () => fail(500, 'boom') });
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to fetch contact details');
  });

  it('shows the contact with click-to-call and WhatsApp links, the designation in the current language', async () => {
    await i18n.changeLanguage('guj');
    mockFetch({
      'GET /api/businesses/5/contact': () =>
        ok({
          contact_name: 'Ramesh Patel',
          contact_email: 'ramesh@example.com',
          contact_phone: '9876543210',
          designation_name: 'Owner',
          designation_name_guj: 'માલિક',
          phone: '079 2654 1234',
          email: null,
          website_url: 'patelcaterers.in',
        }),
    });
    renderModal();
    expect(await screen.findByText('Ramesh Patel')).toBeInTheDocument();
    expect(screen.getByText('માલિક')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '9876543210 પર કૉલ કરો' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(within(dialog).getByRole('link', { name: '9876543210 સાથે વોટ્સએપ પર ચેટ કરો' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(within(dialog).getByRole('link', { name: '079 2654 1234 પર કૉલ કરો' })).toHaveAttribute(
      'href',
      'tel:07926541234',
    );
    expect(within(dialog).getByRole('link', { name: /ramesh@example.com/ })).toHaveAttribute(
      'href',
      'mailto:ramesh@example.com',
    );
    expect(within(dialog).getByRole('link', { name: /patelcaterers.in/ })).toHaveAttribute(
      'href',
      'https://patelcaterers.in',
    );
  });
});

describe('phone links', () => {
  it('builds tel: and wa.me/91 links from the shown numbers', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsAppHref('98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppHref('2654123')).toBeNull();
  });
});

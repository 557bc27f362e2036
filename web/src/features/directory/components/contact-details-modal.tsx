// Every Mantine component's styles: the profile page loads only the shell's subset (and Tabs).
import '@mantine/core/styles.layer.css';
import { Alert, Anchor, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContactDetails } from '@gd/contracts/schemas/directory';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../../../components/icons';
import { GlobeIcon } from '../../../components/icons-extra';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useContactDetails } from '../api/get-contact-details';
import { recordClick } from '../api/record-click';
import classes from './profile.module.css';

/** Spec §4/§7: the viewer's profile is not approved (their `is_profile_approve` is not 1). */
export const PROFILE_NOT_APPROVED = 'PROFILE_NOT_APPROVED';

/** Digits for `tel:`, keeping a leading + (Indian 10-digit numbers as they are). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp chat link: `https://wa.me/91{phone}` for a 10-digit Indian number, else the number's own country code. */
export function whatsAppHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `https://wa.me/91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `https://wa.me/${digits}`;
  return null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.contactRow}>
      <dt className={classes.contactLabel}>{label}</dt>
      <dd className={classes.contactValue}>{children}</dd>
    </div>
  );
}

function PhoneLinks({ phone, businessId }: { phone: string; businessId: number }) {
  const { t } = useTranslation();
  const whatsapp = whatsAppHref(phone);
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor
        href={telHref(phone)}
        className={classes.contactLink}
        aria-label={t('DIRECTORY.CALL_NUMBER', { phone })}
        onClick={() => recordClick(businessId, 'call')}
      >
        <PhoneIcon size={16} />
        {phone}
      </Anchor>
      {whatsapp ? (
        <Anchor
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.contactLink}
          aria-label={t('DIRECTORY.WHATSAPP_NUMBER', { phone })}
          onClick={() => recordClick(businessId, 'whatsapp')}
        >
          <WhatsAppIcon size={16} />
          {t('DIRECTORY.WHATSAPP')}
        </Anchor>
      ) : null}
    </Group>
  );
}

function Details({ contact, businessId }: { contact: TContactDetails; businessId: number }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const designation = pick(contact.designation_name, contact.designation_name_guj);
  const phones = [...new Set([contact.contact_phone, contact.phone].filter((p): p is string => Boolean(p)))];
  const emails = [...new Set([contact.contact_email, contact.email].filter((e): e is string => Boolean(e)))];
  const website = contact.website_url
    ? /^https?:\/\//i.test(contact.website_url)
      ? contact.website_url
      : `https://${contact.website_url}`
    : null;
  const nothing = !contact.contact_name && !designation && !phones.length && !emails.length && !website;
  if (nothing) return <Text c="dimmed">{t('DIRECTORY.NO_CONTACT_DETAILS')}</Text>;
  return (
    <dl className={classes.contactList}>
      {contact.contact_name ? <Row label={t('DIRECTORY.CONTACT_NAME')}>{contact.contact_name}</Row> : null}
      {designation ? <Row label={t('DIRECTORY.DESIGNATION')}>{designation}</Row> : null}
      {phones.map((phone, index) => (
        <Row key={phone} label={index === 0 ? t('DIRECTORY.PHONE') : t('DIRECTORY.OTHER_PHONE')}>
          <PhoneLinks phone={phone} businessId={businessId} />
        </Row>
      ))}
      {emails.map((email, index) => (
        <Row key={email} label={index === 0 ? t('DIRECTORY.EMAIL') : t('DIRECTORY.OTHER_EMAIL')}>
          <Anchor href={`mailto:${email}`} className={classes.contactLink}>
            <MailIcon size={16} />
            {email}
          </Anchor>
        </Row>
      ))}
      {website ? (
        <Row label={t('DIRECTORY.WEBSITE')}>
          <Anchor
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.contactLink}
            onClick={() => recordClick(businessId, 'website')}
          >
            <GlobeIcon size={16} />
            {website.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
          </Anchor>
        </Row>
      ) : null}
    </dl>
  );
}

export interface ContactDetailsModalProps {
  businessId: number;
  businessName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Contact Details (spec §2, §4, §8): fetched when opened; the not-approved notice word for word when the viewer's
 * profile is not approved, 'Unable to fetch contact details' on any other failure.
 */
export function ContactDetailsModal({ businessId, businessName, opened, onClose }: ContactDetailsModalProps) {
  const { t } = useTranslation();
  const contact = useContactDetails(businessId, opened);
  const notApproved = contact.error instanceof ApiError && contact.error.messageKey === PROFILE_NOT_APPROVED;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('DIRECTORY.CONTACT_DETAILS_OF', { name: businessName })}
      centered
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
    >
      {contact.isPending ? (
        <Stack align="center" py="lg" role="status">
          <Loader size="md" aria-hidden="true" />
          <Text size="sm">{t('DIRECTORY.LOADING_CONTACT')}</Text>
        </Stack>
      ) : contact.isError ? (
        <Alert color={notApproved ? 'yellow' : 'red'} variant="light" role="alert">
          <Text size="sm" c="gray.9">
            {notApproved ? t('DIRECTORY.PROFILE_NOT_APPROVED') : t('DIRECTORY.CONTACT_FETCH_FAILED')}
          </Text>
        </Alert>
      ) : (
        <Details contact={contact.data} businessId={businessId} />
      )}
    </Modal>
  );
}

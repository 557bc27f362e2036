import { Container, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, WhatsAppIcon, YouTubeIcon } from '../../components/icons';
import { usePublicSettings } from '../../lib/api/get-public-settings';
import classes from './layout.module.css';
import { footerInfoItems } from './nav-items';

/** wa.me wants the number with its country code and no symbols; a bare 10-digit number is Indian. */
export function whatsAppUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${classes.footerLink} mantine-focus-auto`}>
      {icon}
      {children}
      <VisuallyHidden>({t('FOOTER.NEW_TAB')})</VisuallyHidden>
    </a>
  );
}

/** Site footer (spec §2): information links, messaging and social links, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const settings = usePublicSettings().data;
  const phone = settings?.whatsapp_phone || settings?.support_phone || null;
  const whatsapp = phone ? whatsAppUrl(phone) : null;
  const socials = [
    { href: settings?.facebook_url, labelKey: 'FOOTER.FACEBOOK', icon: <FacebookIcon /> },
    { href: settings?.instagram_url, labelKey: 'FOOTER.INSTAGRAM', icon: <InstagramIcon /> },
    { href: settings?.youtube_url, labelKey: 'FOOTER.YOUTUBE', icon: <YouTubeIcon /> },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  const siteName = t('APP.SITE_NAME');
  const hasContact = Boolean(whatsapp || settings?.support_phone || settings?.support_email || socials.length);

  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.footerGrid}>
        <div>
          <p className={classes.footerHeading}>{siteName}</p>
          <Text size="sm" c="gray.4">
            {t('FOOTER.ABOUT')}
          </Text>
        </div>

        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className={classes.footerHeading}>
            {t('FOOTER.INFORMATION')}
          </h2>
          <ul className={classes.footerList}>
            {footerInfoItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={`${classes.footerLink} mantine-focus-auto`}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {hasContact ? (
          <div>
            <h2 className={classes.footerHeading}>{t('FOOTER.CONNECT')}</h2>
            <ul className={classes.footerList}>
              {whatsapp ? (
                <li>
                  <ExternalLink href={whatsapp} icon={<WhatsAppIcon />}>
                    {t('FOOTER.WHATSAPP')}
                  </ExternalLink>
                </li>
              ) : null}
              {settings?.support_phone ? (
                <li>
                  <a
                    href={`tel:${settings.support_phone.replace(/[^\d+]/g, '')}`}
                    className={`${classes.footerLink} mantine-focus-auto`}
                  >
                    <PhoneIcon />
                    {t('FOOTER.CALL', { phone: settings.support_phone })}
                  </a>
                </li>
              ) : null}
              {settings?.support_email ? (
                <li>
                  <a href={`mailto:${settings.support_email}`} className={`${classes.footerLink} mantine-focus-auto`}>
                    <MailIcon />
                    {t('FOOTER.EMAIL', { email: settings.support_email })}
                  </a>
                </li>
              ) : null}
              {socials.map((social) => (
                <li key={social.labelKey}>
                  <ExternalLink href={social.href} icon={social.icon}>
                    {t(social.labelKey)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Container>
      <Container size="xl" className={classes.footerBottom}>
        {t('FOOTER.COPYRIGHT', { year: new Date().getFullYear(), site: siteName })}
      </Container>
    </footer>
  );
}

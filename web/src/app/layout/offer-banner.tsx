import { Button, CloseButton, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeOfferBanner, useOfferBannerClosed, useStoredSession } from '../../lib/storage';
import { paths } from '../paths';
import classes from './layout.module.css';

/**
 * Logged-out top banner (spec §2): early-bird offer, premium free, Claim offer → register. Closed for the browser
 * session (a cookie the server reads too: decision 57), so a server-rendered page hydrates with it as it was sent.
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const { token } = useStoredSession();
  const closed = useOfferBannerClosed();
  if (token || closed) return null;

  return (
    <section className={classes.banner} aria-label={t('BANNER.LABEL')} data-offer-banner="">
      <Container size="xl" className={classes.bannerInner}>
        <p className={classes.bannerText}>{t('BANNER.TEXT')}</p>
        <div className={classes.bannerActions}>
          <Button component={Link} to={paths.register.href()} size="compact-sm" variant="white" color="saffron.9">
            {t('BANNER.CLAIM_OFFER')}
          </Button>
          <CloseButton onClick={closeOfferBanner} aria-label={t('BANNER.DISMISS')} variant="transparent" c="white" />
        </div>
      </Container>
    </section>
  );
}

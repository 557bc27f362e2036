import { Button, CloseButton, Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getSessionValue, SESSION_KEYS, setSessionValue, useStoredSession } from '../../lib/storage';
import { paths } from '../paths';
import classes from './layout.module.css';

/** Logged-out top banner (spec §2): early-bird offer, premium free, Claim offer → register. Dismissible. */
export function OfferBanner() {
  const { t } = useTranslation();
  const { token } = useStoredSession();
  const [dismissed, setDismissed] = useState(() => getSessionValue(SESSION_KEYS.offerBannerDismissed) === '1');
  if (token || dismissed) return null;

  const dismiss = () => {
    setSessionValue(SESSION_KEYS.offerBannerDismissed, '1');
    setDismissed(true);
  };

  return (
    <section className={classes.banner} aria-label={t('BANNER.LABEL')}>
      <Container size="xl" className={classes.bannerInner}>
        <p className={classes.bannerText}>{t('BANNER.TEXT')}</p>
        <div className={classes.bannerActions}>
          <Button component={Link} to={paths.register.href()} size="compact-sm" variant="white" color="saffron.9">
            {t('BANNER.CLAIM_OFFER')}
          </Button>
          <CloseButton onClick={dismiss} aria-label={t('BANNER.DISMISS')} variant="transparent" c="white" />
        </div>
      </Container>
    </section>
  );
}

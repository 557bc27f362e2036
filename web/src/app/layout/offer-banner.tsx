import { Button, CloseButton, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEarlyBird } from '../../lib/api/get-early-bird';
import { closeOfferBanner, useOfferBannerClosed, useStoredSession } from '../../lib/storage';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../paths';
import classes from './layout.module.css';

/**
 * Logged-out top banner (spec §2): the early-bird offer, only while its setting is on (decision 68), naming the
 * plan and the months; Claim offer → registration with the claim ticked. Closed for the browser session (a cookie
 * the server reads too: decision 57), so a server-rendered page hydrates with it as it was sent.
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { token } = useStoredSession();
  const closed = useOfferBannerClosed();
  const offer = useEarlyBird().data;
  if (token || closed || !offer) return null;

  return (
    <section className={classes.banner} aria-label={t('BANNER.LABEL')} data-offer-banner="">
      <Container size="xl" className={classes.bannerInner}>
        <p className={classes.bannerText}>
          {t('BANNER.TEXT_OFFER', { plan: pick(offer.plan_name, offer.plan_name_guj), count: offer.months })}
        </p>
        <div className={classes.bannerActions}>
          <Button
            component={Link}
            to={`${paths.register.href()}?offer=early-bird`}
            size="compact-sm"
            variant="white"
            color="saffron.9"
          >
            {t('BANNER.CLAIM_OFFER')}
          </Button>
          <CloseButton onClick={closeOfferBanner} aria-label={t('BANNER.DISMISS')} variant="transparent" c="white" />
        </div>
      </Container>
    </section>
  );
}

import { Card, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { useLanguage } from '../../../lib/use-language';
import classes from './directory.module.css';
import { OpenBadge } from './open-badge';

/** A business in a grid: logo (or the default), name (owner name when unnamed), city and category. */
export function BusinessCard({ business, href }: { business: TBusinessCard; href: string }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const name = business.business_name || business.owner_name || t('BUSINESS.UNNAMED');
  const city = pick(business.city, business.city_guj);
  const category = pick(business.category_name, business.category_name_guj);
  return (
    <Card component={Link} to={href} withBorder padding="md" className={`${classes.card} ${classes.businessCard}`}>
      <img
        className={classes.logo}
        src={mediaUrl(business.business_logo) ?? FALLBACK_LOGO}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(FALLBACK_LOGO)) img.src = FALLBACK_LOGO;
        }}
      />
      <div className={classes.cardText}>
        <Text fw={700} className={classes.clamp}>
          {name}
        </Text>
        {city ? (
          <Text size="sm" c="dimmed" truncate>
            <VisuallyHidden>{t('BUSINESS.CITY')}: </VisuallyHidden>
            {city}
          </Text>
        ) : null}
        {category ? (
          <Text size="sm" c="saffron.9" fw={600} truncate>
            <VisuallyHidden>{t('BUSINESS.CATEGORY')}: </VisuallyHidden>
            {category}
          </Text>
        ) : null}
        {business.plan_name ? (
          <Text size="xs" fw={700} c="saffron.9" truncate>
            ★ {t('BILLING.PLAN_BADGE', { plan: business.plan_name })}
          </Text>
        ) : null}
        <OpenBadge status={business.open_status} size="xs" />
      </div>
    </Card>
  );
}

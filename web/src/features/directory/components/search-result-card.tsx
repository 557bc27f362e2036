import { Card, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import { MapPinIcon } from '../../../components/icons';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { useLanguage } from '../../../lib/use-language';
import classes from './directory.module.css';
import { OpenBadge } from './open-badge';
import { RatingStars } from './rating-stars';

const MATCH_KEYS = {
  owner: 'DIRECTORY.MATCH_OWNER',
  category: 'DIRECTORY.MATCH_CATEGORY',
  service: 'DIRECTORY.MATCH_SERVICE',
  product: 'DIRECTORY.MATCH_PRODUCT',
} as const;

/** A search result (spec §2): logo, name (owner name when unnamed), category, city and address, rating; opens the profile. */
export function SearchResultCard({ business, href }: { business: TBusinessCard; href: string }) {
  const { t } = useTranslation();
  const { pick, locale } = useLanguage();
  const name = business.business_name || business.owner_name || t('BUSINESS.UNNAMED');
  const city = pick(business.city, business.city_guj);
  const category = pick(business.category_name, business.category_name_guj);
  const address = business.location;
  // Decision 54: why a text search found it, when not by its name.
  const match = business.match;
  const matchText = match
    ? t(MATCH_KEYS[match.field], {
        text: match.field === 'owner' ? match.text : pick(match.text, match.text_guj ?? null),
      })
    : null;
  return (
    <Card component={Link} to={href} withBorder padding="md" className={`${classes.card} ${classes.businessCard}`}>
      {business.photo_url ? (
        <span className={classes.cover}>
          <img
            className={classes.coverImage}
            src={mediaUrl(business.photo_url) ?? undefined}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
          />
          <span className={classes.coverCount}>{t('DIRECTORY.PHOTO_COUNT', { count: business.photo_count ?? 1 })}</span>
        </span>
      ) : null}
      <img
        className={business.photo_url ? classes.logoWithCover : classes.logo}
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
        <Text component="h2" fw={700} size="lg" className={classes.clamp}>
          {name}
        </Text>
        {category || city || typeof business.distance_km === 'number' ? (
          <Text size="sm" fw={600} className={classes.meta}>
            {category ? (
              <span className={classes.metaCategory}>
                <VisuallyHidden>{t('BUSINESS.CATEGORY')}: </VisuallyHidden>
                {category}
              </span>
            ) : null}
            {city ? (
              <span className={classes.metaCity}>
                <MapPinIcon size={14} />
                <VisuallyHidden>{t('BUSINESS.CITY')}: </VisuallyHidden>
                {city}
              </span>
            ) : null}
            {typeof business.distance_km === 'number' ? (
              <span data-testid="distance">
                <VisuallyHidden>{t('DIRECTORY.DISTANCE')}: </VisuallyHidden>
                {t('DIRECTORY.DISTANCE_KM', {
                  km: business.distance_km.toLocaleString(locale, { maximumFractionDigits: 1 }),
                })}
              </span>
            ) : null}
          </Text>
        ) : null}
        {matchText ? (
          <Text size="sm" fw={600} c="teal.9" className={classes.clamp} data-testid="match-reason">
            {matchText}
          </Text>
        ) : null}
        {address ? (
          <Text size="sm" c="dimmed" className={classes.clamp}>
            <VisuallyHidden>{t('DIRECTORY.ADDRESS')}: </VisuallyHidden>
            {address}
          </Text>
        ) : null}
        {business.plan_name ? (
          <Text size="xs" fw={700} c="saffron.9" truncate>
            ★ {t('BILLING.PLAN_BADGE', { plan: business.plan_name })}
          </Text>
        ) : null}
        {business.number_of_reviews > 0 ? (
          <RatingStars value={business.ratings} count={business.number_of_reviews} size={14} />
        ) : null}
        <OpenBadge status={business.open_status} />
      </div>
    </Card>
  );
}

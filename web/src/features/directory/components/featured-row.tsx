import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { type FeaturedFilter, useFeaturedBusinesses } from '../api/get-featured-businesses';
import { BusinessCard } from './business-card';
import classes from './directory.module.css';

const BUSINESS_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/**
 * Decision 67: the Featured row — businesses whose plan includes the Featured placement, on home and on a city's
 * or a category's page. Nothing shows while it loads, when it fails, or when no business is Featured there.
 */
export function FeaturedRow({ filter = {} }: { filter?: FeaturedFilter }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useFeaturedBusinesses(filter);
  if (!data?.length) return null;
  return (
    <section className={classes.section} aria-labelledby={headingId} data-testid="featured-row">
      <Title order={2} id={headingId} mb="md">
        {t('HOME.FEATURED')}
      </Title>
      <SimpleGrid cols={BUSINESS_COLS} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((business) => (
          <li key={business.business_id}>
            <BusinessCard
              business={business}
              href={paths.businessSlug.href({ id: business.business_id, slug: business.slug })}
            />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}

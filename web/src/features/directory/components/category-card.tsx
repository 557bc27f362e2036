import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCategory } from '@gd/contracts/schemas/directory';
import { mediaUrl } from '../../../lib/media';
import { useLanguage } from '../../../lib/use-language';
import classes from './directory.module.css';

/** A featured category: name in the current language and its business count; opens the category search. */
export function CategoryCard({ category, href }: { category: TCategory; href: string }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const name = pick(category.category_name, category.category_name_guj);
  const image = mediaUrl(category.image);
  return (
    <Card component={Link} to={href} withBorder padding="md" className={`${classes.card} ${classes.categoryCard}`}>
      <span className={classes.categoryIcon} aria-hidden="true">
        {image ? <img src={image} alt="" loading="lazy" width={56} height={56} /> : Array.from(name)[0]}
      </span>
      <Text fw={600} className={classes.clamp}>
        {name}
      </Text>
      <Text size="sm" c="dimmed">
        {t('HOME.BUSINESS_COUNT', { count: category.business_count })}
      </Text>
    </Card>
  );
}

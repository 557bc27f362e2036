import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons-extra';
import classes from './rating-stars.module.css';

export interface RatingStarsProps {
  /** 0–5, may be fractional (an average). */
  value: number;
  /** Number of reviews, shown after the stars when given. */
  count?: number;
  size?: number;
}

/** A read-only rating: five stars (rounded to the nearest half) and the figure, named for screen readers. */
export function RatingStars({ value, count, size = 16 }: RatingStarsProps) {
  const { t } = useTranslation();
  const rounded = Math.round(value * 2) / 2;
  const figure = value.toFixed(1);
  const label =
    count === undefined
      ? t('REVIEWS.RATING_LABEL', { rating: figure })
      : t('REVIEWS.RATING_WITH_COUNT', { rating: figure, count });
  return (
    <span className={classes.root} role="img" aria-label={label}>
      <span className={classes.stars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className={classes.star}>
            <StarIcon size={size} className={classes.empty} />
            {rounded >= star - 0.5 ? (
              <span className={classes.fill} style={{ width: rounded >= star ? '100%' : '50%' }}>
                <StarIcon size={size} filled />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span className={classes.figure} aria-hidden="true">
        {figure}
        {count === undefined ? null : <span className={classes.count}> ({count})</span>}
      </span>
    </span>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons-extra';
import classes from './rating-stars.module.css';

export interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  /** The group's name (legend). */
  label: string;
  error?: string;
  required?: boolean;
}

/**
 * 1–5 stars as a native radio group in a fieldset: Tab reaches the group, ← → ↑ ↓ change the rating, each star is
 * named ("3 stars"). The stars up to the chosen one are filled.
 */
export function StarRatingInput({ value, onChange, label, error, required }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className={classes.inputGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
    >
      <legend className={classes.legend}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className={classes.inputStars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={classes.inputStar} data-filled={star <= value || undefined}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className={classes.radio}
              aria-label={t('REVIEWS.STARS', { count: star })}
            />
            <StarIcon size={28} filled={star <= value} />
          </label>
        ))}
        <span className={classes.inputValue} aria-hidden="true">
          {value ? t('REVIEWS.STARS', { count: value }) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

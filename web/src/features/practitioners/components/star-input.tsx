import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './star-input.module.css';

/**
 * 1–5 stars as a native radio group in a fieldset: Tab reaches the group, the arrow keys choose, each star is named
 * ("4 stars"); the stars up to the chosen one are filled.
 */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className={classes.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={classes.legend}>{label} *</legend>
      <div className={classes.stars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={classes.star} data-filled={star <= value || undefined}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              required
              className={classes.radio}
              aria-label={t('REVIEWS.STARS', { count: star })}
            />
            <span aria-hidden="true">{star <= value ? '★' : '☆'}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

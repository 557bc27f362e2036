import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import classes from './content.module.css';

/** Month, day (and year) of a YYYY-MM-DD India day, on a card's picture. */
export function DateBadge({ day, withYear = false }: { day: string; withYear?: boolean }) {
  const { language } = useLanguage();
  const [d, month, year] = formatDate(day, 'dd MMM yyyy', language).split(' ');
  if (!d) return null;
  return (
    <div className={classes.dateBadge} aria-hidden="true">
      <div className={classes.month}>{month}</div>
      <div className={classes.day}>{d}</div>
      {withYear ? <div className={classes.year}>{year}</div> : null}
    </div>
  );
}

/** "Nov 21, 2026" or "Nov 21, 2026 – Nov 23, 2026" (spec §9 'MMM d, y', the medium date format). */
export function useDateRange() {
  const { language } = useLanguage();
  return (start: string, end: string | null | undefined) => {
    const from = formatDate(start, 'MMM d, y', language);
    return end && end !== start ? `${from} – ${formatDate(end, 'MMM d, y', language)}` : from;
  };
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** A breadcrumb trail (spec §2, e.g. Home > Business Categories): a labelled nav with an ordered list. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('DIRECTORY.BREADCRUMB')} className={classes.nav}>
      <ol className={classes.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={classes.item}>
            {item.to ? (
              <Link to={item.to} className={classes.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={classes.current}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

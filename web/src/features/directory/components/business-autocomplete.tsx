import { Loader, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSuggestion } from '@gd/contracts/schemas/directory';
import { HistoryIcon, SearchIcon } from '../../../components/icons';
import { useSuggestions } from '../api/get-suggestions';
import { readRecentSelections, rememberSelection } from '../utils/recent-selections';
import classes from './business-autocomplete.module.css';
import field from './field.module.css';

/** Spec §9: suggestions from the first character; typing pauses this long before asking. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

export interface BusinessAutocompleteProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion (or a recent pick) was chosen: the page opens that business. */
  onPick: (suggestion: TSuggestion) => void;
  /** The field's name when its form is sent by the browser itself (before the app has started). */
  name?: string;
}

/**
 * The business-name box of the home page (spec §2): a combobox (WAI-ARIA APG "list autocomplete") with
 * suggestions from one typed character, ↑ ↓ to move, Enter to open the highlighted business, Escape to close
 * (again to clear). Focused and empty, it lists the 'Recently selected' businesses (at most 15, local storage).
 * Enter without a highlighted suggestion submits the surrounding search form.
 */
export function BusinessAutocomplete({ value, onChange, onPick, name }: BusinessAutocompleteProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listboxId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [recent, setRecent] = useState<TSuggestion[]>(readRecentSelections);
  const [debounced] = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS);
  const typed = value.trim();
  const query = useSuggestions(typed ? debounced : '');

  const showingRecent = typed === '';
  const items: TSuggestion[] = showingRecent ? recent : (query.data ?? []);
  const waiting = !showingRecent && (debounced.trim() !== typed || query.isFetching);
  const expanded = open && (showingRecent ? items.length > 0 : items.length > 0 || !waiting);
  const hasList = expanded && items.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const pick = (suggestion: TSuggestion) => {
    setRecent(rememberSelection(suggestion));
    setOpen(false);
    setActiveIndex(-1);
    onChange(suggestion.business_name);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActiveIndex(items.length ? 0 : -1);
        } else if (items.length) {
          setActiveIndex(active + 1 >= items.length ? 0 : active + 1);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (items.length) setActiveIndex(active <= 0 ? items.length - 1 : active - 1);
        break;
      case 'Enter': {
        const chosen = active >= 0 ? items[active] : undefined;
        if (chosen) {
          event.preventDefault(); // the highlighted business, not the form's search
          pick(chosen);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const status = !expanded
    ? ''
    : showingRecent
      ? t('DIRECTORY.RECENT_COUNT', { count: items.length })
      : items.length
        ? t('DIRECTORY.SUGGESTION_COUNT', { count: items.length })
        : t('DIRECTORY.NO_SUGGESTIONS');

  return (
    <div className={classes.root}>
      <div className={field.field}>
        <label htmlFor={inputId} className={field.label}>
          {t('DIRECTORY.BUSINESS_NAME')}
        </label>
        <div className={field.wrapper}>
          <span className={field.left} aria-hidden="true">
            <SearchIcon size={16} />
          </span>
          <input
            id={inputId}
            name={name}
            className={`${field.control} ${field.withLeft} ${field.withRight}`}
            type="text"
            placeholder={t('DIRECTORY.BUSINESS_NAME_PLACEHOLDER')}
            value={value}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hasList}
            aria-controls={hasList ? listboxId : undefined}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            onChange={(event) => {
              onChange(event.currentTarget.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActiveIndex(-1);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          {waiting && open ? (
            <span className={field.right}>
              <Loader size={14} aria-hidden="true" />
            </span>
          ) : null}
        </div>
      </div>
      {expanded ? (
        <div className={classes.popup}>
          {showingRecent ? (
            <div id={headingId} className={classes.heading}>
              <HistoryIcon size={14} />
              {t('DIRECTORY.RECENTLY_SELECTED')}
            </div>
          ) : null}
          {items.length ? (
            <ul
              id={listboxId}
              role="listbox"
              className={classes.listbox}
              {...(showingRecent
                ? { 'aria-labelledby': headingId }
                : { 'aria-label': t('DIRECTORY.SUGGESTIONS_LABEL') })}
            >
              {items.map((item, index) => (
                <li
                  key={item.business_id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={classes.option}
                  // Keeps focus in the box, so the pick is not lost to its blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActiveIndex(index)}
                  onClick={() => pick(item)}
                >
                  {item.business_name}
                </li>
              ))}
            </ul>
          ) : (
            <p className={classes.empty}>{t('DIRECTORY.NO_SUGGESTIONS')}</p>
          )}
        </div>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </div>
  );
}

import { Button, Checkbox, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategory } from '@gd/contracts/schemas/directory';
import { SearchIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/use-language';
import type { SearchFilters as Filters } from '../api/search-businesses';
import { MIN_RATINGS } from '../utils/search-href';
import { CitySelect } from './city-select';
import classes from './search.module.css';

export interface SearchFiltersProps {
  /** The filters of the URL (what the results show). */
  value: Filters;
  /** Applies filters (the page puts them in the URL). */
  onApply: (filters: Filters) => void;
  categories: TCategory[] | undefined;
  categoriesFailed: boolean;
}

const sameFilters = (a: Filters, b: Filters) =>
  a.cityId === b.cityId &&
  a.businessName === b.businessName &&
  Boolean(a.openNow) === Boolean(b.openNow) &&
  (a.minRating ?? null) === (b.minRating ?? null) &&
  (a.sort ?? 'relevance') === (b.sort ?? 'relevance') &&
  a.near?.lat === b.near?.lat &&
  a.near?.lng === b.near?.lng &&
  a.near?.radiusKm === b.near?.radiusKm &&
  a.categoryIds.length === b.categoryIds.length &&
  a.categoryIds.every((id) => b.categoryIds.includes(id));

/**
 * The search sidebar (spec §2): city select, name text, open now and a minimum rating (decision 62), category
 * checkboxes, Search button. Everything but the name applies at once; the name applies with Search (or Enter).
 */
export function SearchFilters({ value, onApply, categories, categoriesFailed }: SearchFiltersProps) {
  const { t } = useTranslation();
  const { pick, locale } = useLanguage();
  const legendId = useId();
  const [draft, setDraft] = useState<Filters>(value);
  const [applied, setApplied] = useState<Filters>(value);
  const [categoryFilter, setCategoryFilter] = useState('');
  const [pinned] = useState(value.categoryIds);
  // The URL changed from elsewhere (header link, back button): the form follows it.
  if (!sameFilters(applied, value)) {
    setApplied(value);
    setDraft(value);
  }

  const apply = (next: Filters) => {
    setDraft(next);
    onApply(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  const needle = categoryFilter.trim().toLocaleLowerCase();
  // The categories checked on arrival come first (a category page's own category is in view); boxes do not jump
  // while the visitor ticks them. Checked ones stay listed whatever the filter box says.
  const isChecked = (id: number) => draft.categoryIds.includes(id);
  const isPinned = (id: number) => pinned.includes(id);
  const shownCategories = (categories ?? [])
    .filter((category) => {
      if (!needle || isChecked(category.category_id)) return true;
      const names = [category.category_name, category.category_name_guj ?? ''];
      return names.some((n) => n.toLocaleLowerCase().includes(needle));
    })
    .sort((a, b) => Number(isPinned(b.category_id)) - Number(isPinned(a.category_id)));

  return (
    <form role="search" aria-label={t('DIRECTORY.FILTERS')} onSubmit={submit}>
      <Stack gap="md">
        <CitySelect
          size="sm"
          value={draft.cityId ? String(draft.cityId) : ''}
          onChange={(city) => apply({ ...draft, cityId: Number(city) || null })}
        />
        <TextInput
          label={t('DIRECTORY.BUSINESS_NAME')}
          placeholder={t('DIRECTORY.BUSINESS_NAME_PLACEHOLDER')}
          value={draft.businessName}
          enterKeyHint="search"
          onChange={(event) => {
            const businessName = event.currentTarget.value;
            setDraft((d) => ({ ...d, businessName }));
          }}
        />
        <Checkbox
          size="sm"
          label={t('HOURS.OPEN_NOW_FILTER')}
          checked={Boolean(draft.openNow)}
          onChange={(event) => apply({ ...draft, openNow: event.currentTarget.checked })}
        />
        <NativeSelect
          size="sm"
          label={t('DIRECTORY.MIN_RATING')}
          value={draft.minRating ? String(draft.minRating) : ''}
          data={[
            { value: '', label: t('DIRECTORY.ANY_RATING') },
            ...MIN_RATINGS.map((r) => ({
              value: String(r),
              label: t('DIRECTORY.RATING_AT_LEAST', { rating: r.toLocaleString(locale) }),
            })),
          ]}
          onChange={(event) => apply({ ...draft, minRating: Number(event.currentTarget.value) || null })}
        />
        <fieldset className={classes.fieldset} aria-labelledby={legendId}>
          <legend id={legendId} className={classes.legend}>
            {t('DIRECTORY.CATEGORIES')}
          </legend>
          {categoriesFailed ? (
            <Text size="sm" c="red.8" role="alert">
              {t('DIRECTORY.FAILED_LOAD_CATEGORIES')}
            </Text>
          ) : !categories ? (
            <Stack gap={8} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={18} />
              ))}
            </Stack>
          ) : (
            <>
              <TextInput
                size="xs"
                mb="xs"
                label={t('DIRECTORY.FIND_CATEGORY')}
                value={categoryFilter}
                onChange={(event) => setCategoryFilter(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault(); // filtering the list is not a search
                }}
              />
              <div className={classes.categoryList}>
                {shownCategories.map((category) => {
                  const checked = draft.categoryIds.includes(category.category_id);
                  return (
                    <Checkbox
                      key={category.category_id}
                      size="sm"
                      checked={checked}
                      label={
                        <>
                          {pick(category.category_name, category.category_name_guj)}{' '}
                          <span className={classes.count}>({category.business_count})</span>
                        </>
                      }
                      onChange={() =>
                        apply({
                          ...draft,
                          categoryIds: checked
                            ? draft.categoryIds.filter((id) => id !== category.category_id)
                            : [...draft.categoryIds, category.category_id],
                        })
                      }
                    />
                  );
                })}
                {shownCategories.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('DIRECTORY.NO_CATEGORY_MATCH')}
                  </Text>
                ) : null}
              </div>
            </>
          )}
        </fieldset>
        <Button type="submit" leftSection={<SearchIcon size={16} />}>
          {t('DIRECTORY.SEARCH')}
        </Button>
      </Stack>
    </form>
  );
}

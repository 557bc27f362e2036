import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { SearchIcon } from '../../../components/icons';
import { searchHref } from '../utils/search-href';
import { BusinessAutocomplete } from './business-autocomplete';
import { CitySelect } from './city-select';
import classes from './directory.module.css';

/**
 * The home page's search (spec §2): city select, business-name box with autocomplete, Search button →
 * `/search?city_id=…&business_name=…`; a picked suggestion opens `/view/{business_id}`.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [cityId, setCityId] = useState('');
  const [name, setName] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref({ cityId: Number(cityId) || null, businessName: name }));
  };

  return (
    // action + names: a server-rendered page's form already searches before the app has started.
    <form
      role="search"
      aria-label={t('DIRECTORY.SEARCH_FORM')}
      className={classes.searchBox}
      onSubmit={submit}
      action={paths.search.href()}
      method="get"
    >
      <CitySelect className={classes.searchCity} value={cityId} onChange={setCityId} name="city_id" />
      <div className={classes.searchName}>
        <BusinessAutocomplete
          name="business_name"
          value={name}
          onChange={setName}
          onPick={(suggestion) => void navigate(paths.viewBusiness.href({ id: suggestion.business_id }))}
        />
      </div>
      <Button type="submit" size="md" className={classes.searchButton} leftSection={<SearchIcon size={18} />}>
        {t('DIRECTORY.SEARCH')}
      </Button>
    </form>
  );
}

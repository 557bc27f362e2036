import { Alert, Badge, CloseButton, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBusinessEdit, TServicesRequest } from '@gd/contracts/schemas/owner';
import { QueryError } from '../../../components/query-error';
import { SearchIcon } from '../../../components/icons';
import { showToast } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useServices } from '../api/get-services';
import { readDraft, writeDraft } from '../utils/draft';
import { WizardFooter, type StepProps } from './wizard-footer';
import classes from './wizard.module.css';

/** Spec §9: the search box clears 100 ms after a pick. */
export const SEARCH_CLEAR_MS = 100;

/** A selected service: a master service (numeric id) or a custom one (temporary id `custom_…`, sent by name). */
export interface PickedService {
  id: number | string;
  name: string;
  nameGuj?: string | null;
}

const isCustom = (s: PickedService) => typeof s.id === 'string';
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
let customCounter = 0;

function fromBusiness(business: TBusinessEdit): PickedService[] {
  return business.services.map((s) =>
    s.is_custom
      ? { id: `custom_${s.service_id}`, name: s.service_name }
      : { id: s.service_id, name: s.service_name, nameGuj: s.service_name_guj },
  );
}

/** Step 4 — Services (spec §4/§5): available ↔ selected lists, a search box, custom services on Enter. */
export function StepServices({
  business,
  businessId,
  saving,
  onSave,
  onBack,
}: StepProps<TServicesRequest> & { business: TBusinessEdit }) {
  const { t } = useTranslation();
  const { pick: inLanguage, htmlLang } = useLanguage();
  const searchId = useId();
  const services = useServices();
  const [picked, setPicked] = useState<PickedService[]>(
    () => readDraft<PickedService[]>(businessId, 4) ?? fromBusiness(business),
  );
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const label = (s: PickedService) => inLanguage(s.name, s.nameGuj);
  const update = (next: PickedService[]) => {
    setPicked(next);
    writeDraft(businessId, 4, next);
  };

  const needle = search.trim().toLocaleLowerCase();
  const available = (services.data ?? [])
    .filter((m) => !picked.some((p) => p.id === m.service_id))
    .map((m): PickedService => ({ id: m.service_id, name: m.service_name, nameGuj: m.service_name_guj }))
    .filter(
      (s) => !needle || label(s).toLocaleLowerCase().includes(needle) || s.name.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => label(a).localeCompare(label(b), htmlLang));

  const pick = (service: PickedService) => {
    update([...picked, service]);
    setProblem(null);
    // Clears what led to the pick, not what the owner has typed since.
    const typed = search;
    setTimeout(() => setSearch((current) => (current === typed ? '' : current)), SEARCH_CLEAR_MS);
  };

  const addCustom = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter here adds a service; it does not submit the step
    const name = search.trim();
    if (!name) return;
    if (picked.some((p) => sameName(p.name, name) || (p.nameGuj && sameName(p.nameGuj, name)))) {
      setProblem(t('WIZARD.SERVICE_DUPLICATE'));
      return;
    }
    const master = (services.data ?? []).find(
      (m) => sameName(m.service_name, name) || (m.service_name_guj && sameName(m.service_name_guj, name)),
    );
    customCounter += 1;
    pick(
      master
        ? { id: master.service_id, name: master.service_name, nameGuj: master.service_name_guj }
        : { id: `custom_${Date.now().toString(36)}_${customCounter}`, name },
    );
  };

  const remove = (service: PickedService) => update(picked.filter((p) => p.id !== service.id));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) {
      setProblem(t('VALIDATION.SERVICES_REQUIRED'));
      void showToast({ color: 'yellow', title: t('MESSAGES.VALIDATION'), message: t('VALIDATION.SERVICES_REQUIRED') });
      return;
    }
    await onSave({
      service_ids: picked.filter((p) => !isCustom(p)).map((p) => Number(p.id)),
      custom_services: picked.filter(isCustom).map((p) => p.name),
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          id={searchId}
          label={t('WIZARD.SERVICES_SEARCH')}
          description={t('WIZARD.SERVICES_SEARCH_HINT')}
          leftSection={<SearchIcon size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={addCustom}
          enterKeyHint="done"
          autoComplete="off"
          error={problem}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <section aria-labelledby={`${searchId}-available`}>
            <Title order={3} size="h5" mb="xs" id={`${searchId}-available`}>
              {t('WIZARD.AVAILABLE_SERVICES')}
            </Title>
            {services.isError ? (
              <QueryError error={services.error} onRetry={() => void services.refetch()} />
            ) : services.isPending ? (
              <Loader size="sm" />
            ) : available.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('WIZARD.NO_AVAILABLE')}
              </Text>
            ) : (
              <ul className={classes.serviceList} aria-label={t('WIZARD.AVAILABLE_SERVICES')}>
                {available.map((s) => (
                  <li key={s.id}>
                    <button type="button" className={classes.serviceButton} onClick={() => pick(s)}>
                      <span>{label(s)}</span>
                      <span aria-hidden="true">+</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={`${searchId}-selected`}>
            <Title order={3} size="h5" mb="xs" id={`${searchId}-selected`}>
              {t('WIZARD.SELECTED_SERVICES')} ({picked.length})
            </Title>
            {picked.length === 0 ? (
              <Alert color="gray" variant="light">
                {t('WIZARD.NO_SELECTED')}
              </Alert>
            ) : (
              <ul className={classes.serviceList} aria-label={t('WIZARD.SELECTED_SERVICES')}>
                {picked.map((s) => (
                  <li key={s.id}>
                    <Group justify="space-between" wrap="nowrap" px="sm" mih={44}>
                      <Group gap="xs" wrap="nowrap">
                        <span>{label(s)}</span>
                        {isCustom(s) ? (
                          <Badge size="xs" variant="light">
                            {t('WIZARD.CUSTOM')}
                          </Badge>
                        ) : null}
                      </Group>
                      <CloseButton
                        aria-label={t('WIZARD.REMOVE_SERVICE', { name: label(s) })}
                        onClick={() => remove(s)}
                      />
                    </Group>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </SimpleGrid>
      </Stack>
      <WizardFooter step={4} saving={saving} onBack={onBack} />
    </form>
  );
}

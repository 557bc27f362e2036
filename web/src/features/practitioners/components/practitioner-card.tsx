import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPractitionerListCard } from '@gd/contracts/schemas/practitioners';
import { paths } from '../../../app/paths';
import { formatRupees } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useSlotLabel } from '../utils/slot-label';

/** The names of cities and specialties by id, in the reader's language (the list's cards carry ids only). */
export interface CardNames {
  cities: ReadonlyMap<number, string>;
  specialties: ReadonlyMap<number, string>;
}

/** A practitioner in the list: name, specialties, degrees, city, experience, fee, languages and the next free slot. */
export function PractitionerCard({
  practitioner: p,
  names,
}: {
  practitioner: TPractitionerListCard;
  names: CardNames;
}) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const slotLabel = useSlotLabel();
  const href = paths.doctor.href({ id: p.practitioner_id, slug: p.slug });
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Anchor component={Link} to={href} fw={700} size="lg">
          {pick(p.name, p.name_guj)}
        </Anchor>
        <Group gap={6}>
          {p.specialty_ids.flatMap((id) => {
            const name = names.specialties.get(id);
            return name
              ? [
                  <Badge key={id} variant="light" color="teal" c="dark.9" radius="sm">
                    {name}
                  </Badge>,
                ]
              : [];
          })}
        </Group>
        <Text size="sm" c="dimmed">
          {[p.degrees.join(', '), p.city_id ? names.cities.get(p.city_id) : undefined].filter(Boolean).join(' · ')}
        </Text>
        {p.experience_years !== null && <Text size="sm">{t('DOCTORS.YEARS', { count: p.experience_years })}</Text>}
        <Text size="sm">
          {t('DOCTORS.FEE')}: <strong>{formatRupees(p.fee_paise, language)}</strong>
        </Text>
        {p.languages.length > 0 && (
          <Text size="sm">
            {t('DOCTORS.LANGUAGE')}: {p.languages.map((code) => t(`DOCTORS.LANGUAGES.${code}`)).join(', ')}
          </Text>
        )}
        <Text size="sm" c={p.next_slot ? 'teal.9' : 'dimmed'} fw={p.next_slot ? 600 : 400}>
          {p.next_slot ? t('DOCTORS.NEXT_SLOT', { when: slotLabel(p.next_slot) }) : t('DOCTORS.NO_SLOT')}
        </Text>
        <Group mt={4}>
          <Button component={Link} to={href} size="sm">
            {t('DOCTORS.BOOK')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

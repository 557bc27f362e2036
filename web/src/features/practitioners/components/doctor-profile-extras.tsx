import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPractitionerProfile } from '@gd/contracts/schemas/practitioners';
import { useLanguage } from '../../../lib/use-language';

/** Decision 65: what the practitioner filled in on their profile, on the public page — never personal details. */

type Profile = Pick<TPractitionerProfile, 'locations' | 'services' | 'therapies' | 'gallery' | 'banners' | 'photo'>;

/** The practice locations with their city and map link. */
export function DoctorLocations({ p }: { p: Profile }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  if (!p.locations.length) return null;
  return (
    <div>
      <Title order={2} size="h4">
        {t('DOCTORS.PRACTICES')}
      </Title>
      <Stack gap={4}>
        {p.locations.map((l, i) => (
          <Text key={l.location_id ?? `c${i}`}>
            <strong>{l.name}</strong>
            {[l.address, pick(l.city_name, l.city_name_guj)].filter(Boolean).length > 0 &&
              ` — ${[l.address, pick(l.city_name, l.city_name_guj)].filter(Boolean).join(', ')}`}
            {l.map_url && (
              <>
                {' · '}
                <Anchor href={l.map_url} target="_blank" rel="noopener noreferrer nofollow">
                  {t('DOCTORS.ON_MAP', { name: l.name })}
                </Anchor>
              </>
            )}
          </Text>
        ))}
      </Stack>
    </div>
  );
}

/** The services and therapies offered. */
export function DoctorOffers({ p }: { p: Profile }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const lists = [
    { title: t('DOCTORS.SERVICES'), items: p.services },
    { title: t('DOCTORS.THERAPIES'), items: p.therapies },
  ].filter((l) => l.items.length > 0);
  return lists.map((l) => (
    <div key={l.title}>
      <Title order={2} size="h4">
        {l.title}
      </Title>
      <Group gap={6} mt={4}>
        {l.items.map((s) => (
          <Badge key={s.id} variant="outline" color="gray.8" radius="sm">
            {pick(s.name, s.name_guj)}
          </Badge>
        ))}
      </Group>
    </div>
  ));
}

/** The banners and gallery photos (thumbnails open the full photo). */
export function DoctorGallery({ p, name }: { p: Profile; name: string }) {
  const { t } = useTranslation();
  const photos = [...p.banners, ...p.gallery];
  if (!photos.length) return null;
  return (
    <div>
      <Title order={2} size="h4">
        {t('DOCTORS.GALLERY')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
        {photos.map((m, i) => (
          <Anchor key={m.media_id} href={m.photo_url} target="_blank" rel="noopener">
            <Image
              src={m.thumb_url}
              alt={t('DOCTORS.PHOTO_N', { name, n: i + 1 })}
              radius="sm"
              h={110}
              fit="cover"
              loading="lazy"
            />
          </Anchor>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** The practitioner's photo beside the name. */
export function DoctorPhoto({ p, name }: { p: Profile; name: string }) {
  if (!p.photo) return null;
  return <Image src={p.photo} alt={name} w={88} h={88} radius="50%" fit="cover" />;
}

import { NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRACTITIONER_LANGUAGES, type PractitionerLanguage } from '@gd/contracts/practitioners';
import type { TMyProfile, TProfileOptions } from '@gd/contracts/schemas/practitioner-profile';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useSavePersonal, useSaveProfessional } from '../api/profile';
import { MultiPick, ProfileSection, useFieldError } from './profile-form-bits';

const named = (o: { id: number; name: string; name_guj: string | null }, gu: boolean) => ({
  id: o.id,
  label: gu && o.name_guj ? o.name_guj : o.name,
});

/** Professional: degrees, specialties, services and therapies from the masters, experience, languages, fee. */
export function ProfessionalSection({ profile, options }: { profile: TMyProfile; options: TProfileOptions }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const gu = language === 'guj';
  const save = useSaveProfessional();
  const err = useFieldError(save.error);
  const [v, setV] = useState(profile.professional);
  // The fee as typed: an emptied field stays empty (saving it is refused by the server, naming the field).
  const [fee, setFee] = useState<number | string>(profile.professional.fee_rupees);
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  const ids = (next: (number | string)[]) => next.map(Number);

  return (
    <ProfileSection
      id="professional"
      title={t('PRACTITIONER_PROFILE.PROFESSIONAL')}
      intro={t('PRACTITIONER_PROFILE.PROFESSIONAL_INTRO')}
      error={save.error}
      saving={save.isPending}
      onSave={() =>
        save.mutate(
          {
            degree_ids: v.degree_ids,
            specialty_ids: v.specialty_ids,
            experience_years: v.experience_years ?? 0,
            languages: v.languages as PractitionerLanguage[],
            fee_rupees: typeof fee === 'number' ? fee : Number.NaN,
            service_type_ids: v.service_type_ids,
            therapy_ids: v.therapy_ids,
            about: v.about,
          },
          { onSuccess: () => notifySuccess(t('PRACTITIONER_PROFILE.SAVED')) },
        )
      }
    >
      <Stack gap="md">
        <MultiPick
          label={t('PRACTITIONER_PROFILE.DEGREES')}
          options={options.degrees.map((o) => named(o, gu))}
          value={v.degree_ids}
          onChange={(next) => set({ degree_ids: ids(next) })}
          error={err('degree_ids')}
        />
        <MultiPick
          label={t('PRACTITIONER_PROFILE.SPECIALTIES')}
          options={options.specialties.map((o) => named(o, gu))}
          value={v.specialty_ids}
          onChange={(next) => set({ specialty_ids: ids(next) })}
          error={err('specialty_ids')}
        />
        <NumberInput
          label={t('PRACTITIONER_PROFILE.EXPERIENCE')}
          min={0}
          max={70}
          allowDecimal={false}
          value={v.experience_years ?? ''}
          onChange={(n) => set({ experience_years: typeof n === 'number' ? n : null })}
          error={err('experience_years')}
          maw={220}
        />
        <MultiPick
          label={t('PRACTITIONER_PROFILE.LANGUAGES')}
          options={PRACTITIONER_LANGUAGES.map((code) => ({ id: code, label: t(`DOCTORS.LANGUAGES.${code}`) }))}
          value={v.languages}
          onChange={(next) => set({ languages: next.map(String) })}
          error={err('languages')}
        />
        <NumberInput
          label={t('PRACTITIONER_PROFILE.FEE')}
          description={t('PRACTITIONER_PROFILE.FEE_HINT')}
          leftSection="₹"
          min={0}
          max={100000}
          allowDecimal={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          value={fee}
          onChange={setFee}
          error={err('fee_rupees')}
          maw={220}
        />
        <MultiPick
          label={t('PRACTITIONER_PROFILE.SERVICES')}
          options={options.services.map((o) => named(o, gu))}
          value={v.service_type_ids}
          onChange={(next) => set({ service_type_ids: ids(next) })}
          error={err('service_type_ids')}
        />
        <MultiPick
          label={t('PRACTITIONER_PROFILE.THERAPIES')}
          options={options.therapies.map((o) => named(o, gu))}
          value={v.therapy_ids}
          onChange={(next) => set({ therapy_ids: ids(next) })}
          error={err('therapy_ids')}
        />
        <Textarea
          label={t('PRACTITIONER_PROFILE.ABOUT')}
          autosize
          minRows={3}
          maxLength={2000}
          value={v.about ?? ''}
          onChange={(e) => set({ about: e.currentTarget.value })}
          error={err('about')}
        />
      </Stack>
    </ProfileSection>
  );
}

/** Personal details: private, never shown to patients. */
export function PersonalSection({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  const save = useSavePersonal();
  const err = useFieldError(save.error);
  const [v, setV] = useState(profile.personal);
  const text = (field: keyof typeof v) => ({
    value: (v[field] as string | null) ?? '',
    onChange: (e: { currentTarget: { value: string } }) => setV({ ...v, [field]: e.currentTarget.value }),
    error: err(field),
  });

  return (
    <ProfileSection
      id="personal"
      title={t('PRACTITIONER_PROFILE.PERSONAL')}
      intro={t('PRACTITIONER_PROFILE.PERSONAL_INTRO')}
      error={save.error}
      saving={save.isPending}
      onSave={() =>
        save.mutate(
          { ...v, sex: v.sex === 1 || v.sex === 2 || v.sex === 3 ? v.sex : null },
          { onSuccess: () => notifySuccess(t('PRACTITIONER_PROFILE.SAVED')) },
        )
      }
    >
      <Stack gap="sm">
        <TextInput type="date" label={t('PRACTITIONER_PROFILE.DATE_OF_BIRTH')} maw={220} {...text('date_of_birth')} />
        <NativeSelect
          label={t('DOCTORS.SEX')}
          maw={220}
          value={v.sex ? String(v.sex) : ''}
          onChange={(e) => setV({ ...v, sex: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          error={err('sex')}
          data={[
            { value: '', label: t('PRACTITIONER_PROFILE.NOT_SAID') },
            { value: '1', label: t('DOCTORS.MALE') },
            { value: '2', label: t('DOCTORS.FEMALE') },
            { value: '3', label: t('PRACTITIONER_PROFILE.OTHER_SEX') },
          ]}
        />
        <TextInput
          label={t('PRACTITIONER_PROFILE.PERSONAL_PHONE')}
          inputMode="numeric"
          maxLength={10}
          maw={260}
          {...text('personal_phone')}
        />
        <TextInput type="email" label={t('PRACTITIONER_PROFILE.PERSONAL_EMAIL')} {...text('personal_email')} />
        <Textarea label={t('PRACTITIONER_PROFILE.HOME_ADDRESS')} autosize minRows={2} {...text('home_address')} />
        <TextInput label={t('PRACTITIONER_PROFILE.EMERGENCY_NAME')} {...text('emergency_contact_name')} />
        <TextInput
          label={t('PRACTITIONER_PROFILE.EMERGENCY_PHONE')}
          inputMode="numeric"
          maxLength={10}
          maw={260}
          {...text('emergency_contact_phone')}
        />
      </Stack>
    </ProfileSection>
  );
}

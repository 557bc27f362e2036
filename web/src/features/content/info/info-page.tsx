import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../components/content.module.css';
import { useLanguage } from '../../../lib/use-language';

export interface InfoDoc {
  title: string;
  /** India day the text was last changed, shown as written */
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * An information page (terms, privacy, refund, about): its text lives in its own lazy chunk in both languages,
 * so none of it weighs on the home page or the translation files.
 */
export function InfoPage({ docs }: { docs: { en: InfoDoc; guj: InfoDoc } }) {
  const { t } = useTranslation();
  const { isGujarati } = useLanguage();
  const doc = isGujarati ? docs.guj : docs.en;
  return (
    <Container size="md" py="lg">
      <Stack gap="sm" className={classes.prose}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {doc.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('CONTENT.LAST_UPDATED', { date: doc.updated })}
        </Text>
        <Text>{doc.intro}</Text>
        {doc.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}

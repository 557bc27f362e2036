import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: descriptions are cut at 200 characters with an ellipsis. */
export const TRUNCATE_AT = 200;

export function truncate(text: string, max = TRUNCATE_AT): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** A long text cut at 200 characters with a Read more / Read less toggle (spec §2 event view). */
export function ReadMore({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > TRUNCATE_AT;
  return (
    <div>
      <Text id={id} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {open || !long ? text : truncate(text)}
      </Text>
      {long ? (
        <Button variant="subtle" px={0} onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id}>
          {open ? t('CONTENT.READ_LESS') : t('CONTENT.READ_MORE')}
        </Button>
      ) : null}
    </div>
  );
}

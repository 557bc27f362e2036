import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';

/** The frame of a jobs page in the owner's area: breadcrumb Home > … and the heading. */
export function PageFrame({
  title,
  crumbs = [],
  size = 'xl',
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container size={size} py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, ...crumbs, { label: title }]} />
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
}

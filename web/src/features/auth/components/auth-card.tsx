import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the account pages: a narrow card with the page's heading, its form and the links under it. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Container size={480} px={{ base: 'xs', xs: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {intro ? (
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" mt="md">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}

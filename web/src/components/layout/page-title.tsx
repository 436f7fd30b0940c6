import { Text, Title } from '@mantine/core';

/** A page's heading and the dimmed line under it that says what the page is for. */
export function PageTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </>
  );
}

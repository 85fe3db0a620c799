// Figure tiles at the head of a report: a label and an amount, optionally a link or a click.
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { money } from '../../components/format';

export interface Tile {
  label: string;
  value: number | undefined;
  to?: string;
  onClick?: () => void;
}

function TileBody({ label, value }: Tile) {
  return (
    <Card withBorder padding="sm" h="100%">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={(value ?? 0) < 0 ? 'red' : undefined} data-tile={label}>
        {money(value ?? 0)}
      </Text>
    </Card>
  );
}

export function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: tiles.length }} mb="sm">
      {tiles.map((t) =>
        t.to ? (
          <UnstyledButton key={t.label} component={Link} to={t.to} aria-label={t.label}>
            <TileBody {...t} />
          </UnstyledButton>
        ) : t.onClick ? (
          <UnstyledButton key={t.label} onClick={t.onClick} aria-label={t.label}>
            <TileBody {...t} />
          </UnstyledButton>
        ) : (
          <TileBody key={t.label} {...t} />
        ),
      )}
    </SimpleGrid>
  );
}

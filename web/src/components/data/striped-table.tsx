import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A product screen's table: striped, scrolling sideways below `minWidth` at phone width, with a
 * heading per column (an empty string for an action column); `children` are the body rows.
 */
export function StripedTable({
  minWidth,
  headings,
  highlightOnHover = false,
  children,
}: {
  minWidth: number;
  headings: readonly string[];
  highlightOnHover?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover={highlightOnHover}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading, index) => (
              <Table.Th key={index}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

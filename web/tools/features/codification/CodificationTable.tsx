import { Table, Text } from '@mantine/core';
import type { ReferenceRecord } from '@tsw/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { CodificationColumn } from './codificationColumns';

/** A row's height before it is measured; rows whose text wraps measure taller. */
const ESTIMATED_ROW_HEIGHT = 37;
/** Rows drawn beyond each edge of the view, so that scrolling shows no blank. */
const OVERSCAN = 12;
/** Rows PageUp and PageDown move by. */
const PAGE_STEP = 10;

/** What the screen asks of its table: to put the focus back on a record's row when its panel closes. */
export interface CodificationTableHandle {
  focusCode(code: string): void;
}

/**
 * A table of up to 5,000 records drawn as they scroll into view (only the rows in sight and a few more are
 * in the page), so that the longest lists scroll smoothly. Rows say their place to screen readers
 * (aria-rowindex of aria-rowcount). One row at a time is in the tab order: the arrow keys, Home, End,
 * PageUp and PageDown move between rows, Enter or a click opens the record.
 */
export function CodificationTable({
  records,
  columns,
  codeOf,
  label,
  onOpen,
  ref,
}: {
  records: readonly ReferenceRecord[];
  columns: readonly CodificationColumn[];
  /** The code a row opens (its displayed code). */
  codeOf: (record: ReferenceRecord) => string;
  label: string;
  onOpen: (code: string) => void;
  ref?: Ref<CodificationTableHandle>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // The row to focus once it is drawn: moving far scrolls first, and the row exists only after.
  const focusWanted = useRef<number | null>(null);
  // The portal does not run the React Compiler; TanStack Virtual is fine without it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const current = Math.min(active, Math.max(records.length - 1, 0));

  function focusWantedRow() {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${wanted}"]`);
    if (row) {
      focusWanted.current = null;
      row.focus();
    }
  }
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(records.length - 1, index));
    setActive(next);
    focusWanted.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(focusWantedRow);
  };
  useImperativeHandle(ref, () => ({
    focusCode(code) {
      const index = records.findIndex((record) => codeOf(record) === code);
      if (index >= 0) moveTo(index);
    },
  }));

  const items = virtualizer.getVirtualItems();
  // After each drawing, and in the next frame for a move that draws nothing new (the same row again).
  useEffect(focusWantedRow);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, code: string) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE_STEP,
      PageUp: index - PAGE_STEP,
      Home: 0,
      End: records.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(code);
    }
  };

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );

  return (
    <div ref={scrollRef} style={{ maxHeight: '65vh', overflow: 'auto' }} data-testid="codification-scroll">
      <Table
        highlightOnHover
        withTableBorder
        stickyHeader
        aria-rowcount={records.length + 1}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(paddingTop)}
          {items.map((item) => {
            const record = records[item.index] as ReferenceRecord;
            const code = codeOf(record);
            return (
              <Table.Tr
                key={item.key}
                data-index={item.index}
                data-code={code}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                tabIndex={item.index === current ? 0 : -1}
                style={{ cursor: 'pointer' }}
                onFocus={() => setActive(item.index)}
                onClick={() => {
                  setActive(item.index);
                  onOpen(code);
                }}
                onKeyDown={(event) => onKeyDown(event, item.index, code)}
              >
                {columns.map((column, index) => (
                  <Table.Td key={column.key}>
                    {index === 0 ? (
                      <Text component="span" fz="sm" fw={600} dir="ltr">
                        {code}
                      </Text>
                    ) : (
                      column.text(record)
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {spacer(paddingBottom)}
        </Table.Tbody>
      </Table>
    </div>
  );
}

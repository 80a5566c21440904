import { SITE_MARKUP } from '../siteMarkup';

function sortRows(table: HTMLTableElement, header: HTMLTableCellElement, column: number): void {
  const ascending = header.getAttribute('aria-sort') !== 'ascending';
  for (const other of header.parentElement?.children ?? []) other.removeAttribute('aria-sort');
  header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
  const body = table.tBodies[0];
  if (!body) return;
  const valueOf = (row: HTMLTableRowElement) => {
    const cell = row.cells[column];
    return cell?.dataset.value ?? cell?.textContent ?? '';
  };
  const language = table.ownerDocument.documentElement.lang;
  const compare =
    header.dataset.sort === 'number'
      ? (left: HTMLTableRowElement, right: HTMLTableRowElement) =>
          Number(valueOf(left)) - Number(valueOf(right))
      : (left: HTMLTableRowElement, right: HTMLTableRowElement) =>
          valueOf(left).localeCompare(valueOf(right), language);
  body.append(...[...body.rows].sort((left, right) => (ascending ? 1 : -1) * compare(left, right)));
}

/**
 * A table of the site whose columns sort (the rates): each sortable header's button, drawn disabled, is
 * enabled, and the header says the order (aria-sort). Without script, the table keeps the order it was
 * drawn in. Nothing of the table changes until a reader sorts it: its layout is not done twice.
 */
export function enableTableSorting(document: Document): void {
  for (const table of document.querySelectorAll<HTMLTableElement>(`table[${SITE_MARKUP.sortable}]`)) {
    const headers = table.tHead?.rows[0]?.cells ?? [];
    [...headers].forEach((header, column) => {
      const button = header.querySelector('button');
      if (!header.dataset.sort || !button) return;
      button.disabled = false;
      button.addEventListener('click', () => sortRows(table, header, column));
    });
  }
}

import type { CSSProperties, ReactNode } from 'react';
import './cardTable.css';

/** The width, in px, up to which a table turns into cards below 640 px; a wider one does below 960 px. */
const NARROW_TABLE_MAX_WIDTH = 640;

/**
 * The box of a list's table: the table as wide as it needs (`minWidth`, in px) where the box has that room,
 * one card per row where it has not (cardTable.css), so that the list never widens the page nor hides
 * columns behind a sideways scroll on a phone. A table that needs up to 640 px turns into cards below
 * 640 px, a wider one below 960 px (a tablet held upright). The table's cells carry their column's name
 * for the cards (`data-label`), and may say their place in a card (`data-card`: `title`, `text`, `figure`).
 * Figures share a card's lines in columns of `figureWidth` at least (a CSS length; 6rem holds a date).
 */
export function CardTable({
  minWidth,
  figureWidth,
  children,
}: {
  minWidth: number;
  figureWidth?: string;
  children: ReactNode;
}) {
  const widths = { '--card-table-min-width': `${minWidth}px`, '--card-figure-width': figureWidth };
  return (
    <div className="card-table" data-wide={minWidth > NARROW_TABLE_MAX_WIDTH || undefined}>
      <div className="card-table-scroll" style={widths as CSSProperties}>
        {children}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * A figure with its label (a dashboard's count, a payout's sum), and an optional quiet note
 * under the figure (the period before); group them in `StatTiles`.
 */
export const StatTile = ({
  label,
  value,
  note,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
}) => (
  <div className="stat-tile">
    <dt>{label}</dt>
    <dd>
      <span className="stat-tile__value">{value}</span>
      {note ? <span className="stat-tile__note">{note}</span> : null}
    </dd>
  </div>
);

/** A grid of stat tiles, read as a list of terms and figures. */
export const StatTiles = ({ children }: { children: ReactNode }) => (
  <dl className="stat-tiles">{children}</dl>
);

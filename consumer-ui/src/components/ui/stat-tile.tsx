import type { ReactNode } from 'react';

/** A figure with its label (a dashboard's count, a payout's sum); group them in `StatTiles`. */
export const StatTile = ({ label, value }: { label: ReactNode; value: ReactNode }) => (
  <div className="stat-tile">
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** A grid of stat tiles, read as a list of terms and figures. */
export const StatTiles = ({ children }: { children: ReactNode }) => (
  <dl className="stat-tiles">{children}</dl>
);

import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its own box: the header row stays in sight and a shadow shows the
 * side with more columns (index.css, `.table-scroll`). The box is a named region that takes focus,
 * so a keyboard can scroll it too.
 */
export const DataTable = ({
  label,
  className,
  children,
}: {
  /** The table's name for screen readers (its caption or heading text). */
  label: string;
  className?: string;
  children: ReactNode;
}) => (
  <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
    <table className={className}>{children}</table>
  </div>
);

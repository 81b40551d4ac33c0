import type { ReactNode } from 'react';

/** Where a list has nothing yet: what is missing, why, and the step that fills it. */
export const EmptyState = ({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) => (
  <div className="empty-state" role="status">
    <h2>{title}</h2>
    {children ? <p>{children}</p> : null}
    {action}
  </div>
);

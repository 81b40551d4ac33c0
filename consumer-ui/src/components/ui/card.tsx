import { useId, type FormHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';

type CardProps = HTMLAttributes<HTMLElement> &
  Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> & {
    /**
     * `section` and `article` are named by their heading, so they read as a region or an item; a
     * `form` is the panel of a step's fields, a `details` one that opens on its summary.
     */
    as?: 'div' | 'section' | 'article' | 'main' | 'form' | 'details';
    heading?: ReactNode;
    /** The heading's level in the page's outline. */
    level?: 1 | 2 | 3;
    children?: ReactNode;
  };

/** A white panel of the page (index.css `.card`), with an optional heading that names it. */
export const Card = ({
  as: Tag = 'div',
  heading,
  level = 2,
  className,
  children,
  ...rest
}: CardProps) => {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <Tag
      className={className ? `card ${className}` : 'card'}
      aria-labelledby={heading && Tag !== 'div' ? id : undefined}
      {...rest}
    >
      {heading ? <Heading id={id}>{heading}</Heading> : null}
      {children}
    </Tag>
  );
};

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its hint and error, linked for screen readers. */
const FieldShell = ({ id, label, error, hint, children }: FieldShellProps) => (
  <div className={`field${error ? ' field--error' : ''}`}>
    <label htmlFor={id}>{label}</label>
    {children}
    {hint && !error ? (
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    ) : null}
    {error ? (
      <p className="field__error" id={`${id}-error`} role="alert">
        {error}
      </p>
    ) : null}
  </div>
);

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  onValue: (value: string) => void;
  prefix?: ReactNode;
};

export const TextField = ({ label, error, hint, onValue, prefix, ...input }: TextFieldProps) => {
  const generated = useId();
  // A caller's id (to focus the field) names the input and its label's target alike.
  const id = input.id ?? generated;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const control = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
      onChange={(e) => onValue(e.target.value)}
    />
  );
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {prefix ? (
        <div className="field__group">
          <span className="field__prefix">{prefix}</span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
};

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  onValue: (value: string) => void;
};

/** A message of several lines, with its label, hint and error like every field. */
export const TextAreaField = ({ label, error, hint, onValue, ...area }: TextAreaFieldProps) => {
  const generated = useId();
  const id = area.id ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...area}
        onChange={(e) => onValue(e.target.value)}
      />
    </FieldShell>
  );
};

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: ReactNode;
  error?: string | null;
  options: Option[];
  /** The empty first choice; without it one of the options is always chosen. */
  placeholder?: string;
  onValue: (value: string) => void;
};

export const SelectField = ({
  label,
  error,
  options,
  placeholder,
  onValue,
  ...select
}: SelectFieldProps) => {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
        onChange={(e) => onValue(e.target.value)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};

type CheckboxProps = {
  /** A caller's id, to focus the box when it is the first field in error. */
  id?: string;
  label: ReactNode;
  checked: boolean;
  error?: string | null;
  onChecked: (checked: boolean) => void;
};

export const CheckboxField = ({ id: given, label, checked, error, onChecked }: CheckboxProps) => {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={`field field--check${error ? ' field--error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/**
 * A one-time code from an SMS: digits only (a pasted "123 456" keeps its digits), at most
 * `length`, offered by the phone's code suggestion, and focused as soon as it is shown.
 */
export const CodeField = ({
  length,
  onValue,
  ...field
}: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'> & { length: number }) => (
  <TextField
    {...field}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={length}
    onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, length))}
    autoFocus
  />
);

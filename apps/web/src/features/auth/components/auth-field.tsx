import { useId, type ReactElement } from 'react';

interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form field that looks like an antd Form.Item (vertical layout) without antd: the label is bound to
 * the control, and the error is linked to it and announced.
 */
export function AuthField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: FieldControlProps) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'auth-field auth-field-invalid' : 'auth-field'}>
      <label htmlFor={id} className="auth-field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <div id={errorId} role="alert" className="auth-field-error">
          {error}
        </div>
      )}
    </div>
  );
}

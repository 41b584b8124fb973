import { useId, type ReactElement } from 'react';
import { theme } from 'antd';

interface FieldControlProps {
  id: string;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form field that looks like an antd Form.Item (vertical layout) without antd Form: the sign-in page
 * keeps its JavaScript budget. The label is bound to the control, and the error is linked to it and announced.
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
  const { token } = theme.useToken();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading, lineHeight: token.lineHeight }}>
        {label}
      </label>
      {children({ id, status: error ? 'error' : undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <div id={errorId} role="alert" style={{ minHeight: token.controlHeightSM, color: token.colorError, lineHeight: token.lineHeight }}>
          {error}
        </div>
      )}
    </div>
  );
}

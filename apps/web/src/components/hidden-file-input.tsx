import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  'data-testid'?: string;
}

/**
 * The browser's own file picker behind a button of ours: the button calls `click()` on this input (kept out of the
 * tab order and hidden from screen readers: the button is the control). The input is emptied after each pick, so
 * picking the same file again (after a refusal) is a change too.
 */
export function HiddenFileInput({ ref, accept, multiple, disabled, onFiles, 'data-testid': testId }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      hidden
      aria-hidden
      tabIndex={-1}
      data-testid={testId}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
}
